import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "./logo";

type FooterProps = { productName: string; contactEmail: string; year: number };

function FooterColumn({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <h2 className="text-xs font-medium tracking-[0.14em] text-muted-foreground uppercase">{title}</h2>
      <ul className="mt-4 grid gap-3 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = "text-foreground/85 underline-offset-4 transition-colors hover:text-foreground hover:underline";

export function SiteFooter({ productName, contactEmail, year }: FooterProps) {
  return (
    <footer data-site-chrome className="mt-24 border-t border-border bg-muted/60">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Logo productName={productName} />
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            your closet, your inspiration and an ai stylist in one place.
          </p>
        </div>
        <FooterColumn title="explore">
          <li>
            <Link href="/outfit-creator" className={linkClass}>
              outfit ideas
            </Link>
          </li>
          <li>
            <Link href="/inspiration" className={linkClass}>
              style inspiration
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="legal">
          <li>
            <Link href="/privacy" className={linkClass}>
              privacy policy
            </Link>
          </li>
          <li>
            <Link href="/terms" className={linkClass}>
              terms of service
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="support" className="col-span-2 md:col-span-1">
          <li>
            <a href={`mailto:${contactEmail}`} className={`${linkClass} break-all`}>
              {contactEmail}
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-5 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">
          © {year} {productName}. all rights reserved.
        </p>
      </div>
    </footer>
  );
}
