import { LogoMark } from "@/components/layout/logo";
import { StandalonePage } from "@/components/layout/standalone-page";
import { buttonVariants } from "@/components/ui/button";
import { getSiteConfig } from "@/lib/config/site";
import { isUnavailableReason, retryPath } from "@/lib/http/unavailable";
import { UNAVAILABLE_MESSAGES } from "@/lib/messages/site";
import type { Metadata } from "next";

type Props = { searchParams: Promise<{ reason?: string | string[]; from?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { reason } = await searchParams;
  return { title: UNAVAILABLE_MESSAGES[isUnavailableReason(reason) ? reason : "busy"].title };
}

/**
 * "Starting up" and "busy": one page, two messages. The request gate (proxy.ts) renders it for a
 * request it cannot serve and sends it with 503 and Retry-After under the URL that was asked for
 * (Next's error pages cannot set a status). It reads no database: it is rendered precisely when the
 * database does not answer, without the visitor's cookies, so the root layout reads no session.
 * "Try again" is a plain link to that URL, so it works before (or without) any script.
 */
export default async function UnavailablePage({ searchParams }: Props) {
  const { reason, from } = await searchParams;
  const messages = UNAVAILABLE_MESSAGES[isUnavailableReason(reason) ? reason : "busy"];
  const { productName } = getSiteConfig();
  return (
    <StandalonePage data-unavailable-page className="flex flex-col bg-background">
      <header className="mx-auto flex w-full max-w-6xl items-center gap-3 px-5 pt-8 sm:px-8">
        <LogoMark className="size-9" />
        <span className="font-display text-xl lowercase">{productName}</span>
      </header>
      <section
        aria-labelledby="unavailable-title"
        className="mx-auto flex w-full max-w-6xl flex-1 flex-col items-center justify-center px-5 py-20 text-center sm:py-28"
      >
        <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">{UNAVAILABLE_MESSAGES.status}</p>
        <h1 id="unavailable-title" className="mt-3 font-display text-title font-normal">
          {messages.title}
        </h1>
        <p className="mt-4 max-w-md text-base leading-relaxed text-muted-foreground">{messages.body(productName)}</p>
        <a
          href={retryPath(Array.isArray(from) ? from[0] : from)}
          className={buttonVariants({ variant: "primary", size: "lg", className: "mt-10" })}
        >
          {UNAVAILABLE_MESSAGES.tryAgain}
        </a>
      </section>
      <footer className="border-t border-border/70">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-muted-foreground sm:px-8">
          © {new Date().getFullYear()} <span className="lowercase">{productName}</span>. All rights reserved.
        </p>
      </footer>
    </StandalonePage>
  );
}
