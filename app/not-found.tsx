import { buttonVariants } from "@/components/ui/button";
import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "page not found" };

export default function NotFound() {
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col items-center justify-center px-5 py-20 text-center sm:py-28">
      <EmptyHanger />
      <p className="mt-8 text-xs font-medium tracking-[0.2em] text-accent uppercase">error 404</p>
      <h1 className="mt-3 font-display text-title font-normal">page not found</h1>
      <p className="mt-4 max-w-md text-base leading-relaxed text-muted-foreground">
        the page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <Link href="/" className={buttonVariants({ variant: "primary", size: "lg", className: "mt-10" })}>
        return to home
      </Link>
    </section>
  );
}

/** An empty hanger on a rail: nothing here. */
function EmptyHanger() {
  return (
    <svg viewBox="0 0 200 120" aria-hidden className="w-48 text-foreground sm:w-56">
      <line x1="10" y1="22" x2="190" y2="22" className="stroke-stone" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M92 22c0-6 3.6-10 8-10s8 4 8 9c0 4-3 6.4-6 8.2-1.3.8-2 2-2 3.4V38M100 38 38 86c-3.4 2.6-1.6 8 2.7 8h118.6c4.3 0 6.1-5.4 2.7-8L100 38Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <ellipse cx="100" cy="110" rx="58" ry="4" className="fill-sand" />
    </svg>
  );
}
