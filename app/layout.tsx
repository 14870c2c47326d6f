import { SessionProvider } from "@/components/auth/session";
import { BackToTop } from "@/components/layout/back-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { SiteConfigProvider } from "@/components/providers/site-config-provider";
import { SiteModeWatcher } from "@/components/site-mode/site-mode-watcher";
import { Toaster } from "@/components/ui/toaster";
import { getCurrentSession } from "@/lib/auth/current-owner";
import { getSiteConfig } from "@/lib/config/site";
import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { fraunces, frauncesRest, inter, interRest } from "./fonts";
import "./globals.css";

const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";

export function generateMetadata(): Metadata {
  const { productName } = getSiteConfig();
  return {
    title: { default: `${productName}: your ai stylist`, template: `%s · ${productName}` },
    description:
      "Organise your closet, save outfit inspiration and get AI-powered outfit ideas from the clothes you already own.",
    applicationName: productName,
    // iOS's home-screen icon, served from public/icons/ (scripts/render-app-icons.mjs); app/icon.svg
    // stays the tab's icon (Next adds file icons beside these).
    icons: { apple: [{ url: APPLE_TOUCH_ICON, sizes: "180x180", type: "image/png" }] },
  };
}

export const viewport: Viewport = {
  themeColor: "#faf7f2",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: LayoutProps<"/">) {
  // The product name, contact address and year are read per request, so a deployment's
  // settings (and a new year) apply without rebuilding the app.
  await connection();
  const { productName, contactEmail } = getSiteConfig();
  // The session comes with the page and seeds the browser's session store (components/auth/session.tsx):
  // screens render for their owner at once, with no 401 asked first.
  const { owner, user } = await getCurrentSession();
  const session = { user, guest: owner?.kind === "guest" };

  return (
    <html lang="en" className={`${inter.variable} ${interRest.variable} ${fraunces.variable} ${frauncesRest.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <SiteConfigProvider value={{ productName, contactEmail }}>
          <SessionProvider seed={session}>
            <SkipLink />
            <SiteHeader productName={productName} contactEmail={contactEmail} />
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
              {children}
            </main>
            <SiteFooter productName={productName} contactEmail={contactEmail} year={new Date().getFullYear()} />
            <BackToTop />
            <Toaster />
            <SiteModeWatcher />
          </SessionProvider>
        </SiteConfigProvider>
      </body>
    </html>
  );
}
