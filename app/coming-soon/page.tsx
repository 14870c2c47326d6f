import { LogoMark } from "@/components/layout/logo";
import { StandalonePage } from "@/components/layout/standalone-page";
import { getSiteConfig } from "@/lib/config/site";
import type { Metadata } from "next";
import { RailIllustration } from "./rail-illustration";
import { WaitlistForm } from "./waitlist-form";

export const metadata: Metadata = { title: "Coming Soon" };

/**
 * The waitlist page. In coming-soon mode the request gate serves it under every page URL, so
 * nothing here may depend on its own pathname. `data-coming-soon-page` tells the site-mode
 * watcher that the waitlist is what is on screen.
 */
export default function ComingSoonPage() {
  const { productName } = getSiteConfig();
  return (
    <StandalonePage data-coming-soon-page className="relative isolate flex flex-col overflow-hidden bg-background">
      <Backdrop />
      <div className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-14 px-5 pt-12 pb-10 sm:px-8 lg:grid-cols-[1.1fr_0.9fr] lg:gap-10 lg:pt-16">
        <section aria-labelledby="coming-soon-title" className="animate-page-fade">
          <div className="flex items-center gap-3">
            <LogoMark className="size-10" />
            <p className="text-sm font-medium tracking-[0.16em] text-muted-foreground uppercase">
              AI-Powered Wardrobe Management
            </p>
          </div>
          <h1 id="coming-soon-title" className="mt-10 font-display text-display font-normal lowercase">
            {productName}
          </h1>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-accent/25 bg-accent-soft px-4 py-1.5 text-sm font-medium text-accent-hover">
            <span aria-hidden className="size-1.5 animate-shimmer rounded-full bg-accent" />
            Coming Soon
          </p>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Photograph your clothes once and {productName} keeps them in a tidy digital closet, tags every piece,
            matches them to the looks you love and suggests outfits from what you already own. Join the waitlist and
            we&apos;ll let you know the moment the doors open.
          </p>
          <WaitlistForm />
          <ul className="mt-10 grid max-w-xl gap-3 text-sm text-muted-foreground sm:grid-cols-3">
            {["Your digital closet", "Outfits from your clothes", "Style matching"].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span aria-hidden className="size-1.5 rounded-full bg-clay" />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <RailIllustration className="mx-auto hidden w-full max-w-md lg:block" />
      </div>
      <footer className="border-t border-border/70">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-muted-foreground sm:px-8">
          © 2025 <span className="lowercase">{productName}</span>. All rights reserved.
        </p>
      </footer>
    </StandalonePage>
  );
}

/** Two soft blooms of the illustration tones behind the content. */
function Backdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-40 -right-32 size-[36rem] rounded-full bg-sand/60 blur-3xl" />
      <div className="absolute -bottom-48 -left-40 size-[30rem] rounded-full bg-sage/40 blur-3xl" />
    </div>
  );
}
