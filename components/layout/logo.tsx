import { cn } from "@/lib/ui/cn";
import Link from "next/link";

/** A hanger in a circle: the mark reads as "wardrobe" even where the wordmark is hidden. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8 shrink-0", className)}>
      <circle cx="16" cy="16" r="16" className="fill-primary" />
      <path
        d="M14.1 10.4a1.9 1.9 0 1 1 2.9 1.6c-.6.4-1 .9-1 1.6v.9M16 14.5 7.8 20.2c-.5.4-.2 1.1.4 1.1h15.6c.6 0 .9-.7.4-1.1L16 14.5Z"
        className="fill-none stroke-primary-foreground"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23.6" cy="10.2" r="1.6" className="fill-clay" />
    </svg>
  );
}

/** Mark plus lowercase wordmark; the wordmark shows only on windows wider than 360 px (SPEC §9). */
export function Logo({ productName, className }: { productName: string; className?: string }) {
  return (
    <Link
      href="/"
      aria-label={`${productName} home`}
      className={cn("inline-flex items-center gap-2.5 rounded-full text-foreground", className)}
    >
      <LogoMark />
      <span
        data-testid="wordmark"
        className="hidden font-display text-[1.35rem] leading-none tracking-tight lowercase min-[361px]:inline"
      >
        {productName}
      </span>
    </Link>
  );
}
