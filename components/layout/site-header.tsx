import { HeaderAccount } from "@/components/auth/account-controls";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { UploadIndicator } from "./upload-indicator";

export function SiteHeader({ productName, contactEmail }: { productName: string; contactEmail: string }) {
  return (
    <header
      data-site-chrome
      className="sticky top-0 z-40 border-b border-border/70 bg-background/95 backdrop-blur-md supports-[backdrop-filter]:bg-background/85"
    >
      {/* Flex up to 1024 px, where the bar is tight; from there a centred nav between equal sides. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 lg:grid lg:grid-cols-[1fr_auto_1fr] lg:gap-4 lg:px-8">
        <div className="flex items-center gap-1">
          <MobileMenu productName={productName} contactEmail={contactEmail} />
          <Logo productName={productName} />
        </div>
        <MainNav />
        <div className="ml-auto flex items-center justify-end">
          <UploadIndicator />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
