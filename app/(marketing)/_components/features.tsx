import { ArrowRight, type LucideIcon, Puzzle, ScanSearch, Sparkles } from "lucide-react";
import Link from "next/link";

type Feature = { title: string; body: string; href: string; cta: string; icon: LucideIcon };

const FEATURES: readonly Feature[] = [
  {
    title: "match with closet",
    body: "pick an inspiration photo and see which pieces you already own recreate the look, with a match score and styling notes.",
    href: "/inspiration",
    cta: "match a look",
    icon: ScanSearch,
  },
  {
    title: "create outfits",
    body: "get fresh outfit ideas built only from your own closet, filtered by season and style theme, ready to save or share.",
    href: "/outfit-creator",
    cta: "get outfit ideas",
    icon: Sparkles,
  },
  {
    title: "identify missing pieces",
    body: "find the one or two pieces that would complete a look, with examples of what to look for and where to find them.",
    href: "/inspiration",
    cta: "find the gaps",
    icon: Puzzle,
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-title" className="border-y border-border bg-surface">
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-6 md:py-24 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">what it does</p>
          <h2 id="features-title" className="mt-3 font-display text-title font-normal">
            style help that starts with what you own
          </h2>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ title, body, href, cta, icon: Icon }) => (
            <li
              key={title}
              className="group relative flex flex-col rounded-(--radius-card) border border-border bg-background p-7 transition-shadow hover:shadow-lifted"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent">
                <Icon aria-hidden className="size-5" strokeWidth={1.75} />
              </span>
              <h3 className="mt-6 font-display text-2xl leading-tight font-normal">{title}</h3>
              <p className="mt-3 flex-1 text-[0.95rem] leading-relaxed text-muted-foreground">{body}</p>
              <Link
                href={href}
                className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-foreground after:absolute after:inset-0 after:rounded-(--radius-card) after:content-['']"
              >
                {cta}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
