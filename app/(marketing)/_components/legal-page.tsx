import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

export const LEGAL_LAST_UPDATED = "April 1, 2025";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  intro: ReactNode;
  /** The few sentences people actually read, shown above the full text. */
  summary: readonly ReactNode[];
  sections: readonly LegalSection[];
};

// Long-form reading styles for the policy text (no typography plugin needed for two pages).
const links =
  "[&_a]:text-foreground [&_a]:underline [&_a]:decoration-accent/50 [&_a]:underline-offset-4 [&_a:hover]:decoration-accent";
const prose =
  "text-[0.975rem] leading-[1.75] text-foreground/85 " +
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:grid [&_ul]:gap-2 [&_ul]:pl-5 [&_ul]:list-disc [&_li]:pl-1 [&_li]:marker:text-accent " +
  `[&_strong]:font-medium [&_strong]:text-foreground ${links}`;

export function LegalPage({ title, intro, summary, sections }: LegalPageProps) {
  return (
    <article className="mx-auto w-full max-w-6xl px-5 pt-10 sm:px-6 md:pt-14 lg:px-8">
      <Link
        href="/"
        className="inline-flex items-center gap-2 rounded-full text-sm text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        back to home
      </Link>

      <header className="mt-10 max-w-3xl border-b border-border pb-10">
        <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">legal</p>
        <h1 className="mt-3 font-display text-title font-normal">{title}</h1>
        <p className="mt-4 text-sm text-muted-foreground">
          last updated <time dateTime="2025-04-01">{LEGAL_LAST_UPDATED}</time>
        </p>
        <div className={`mt-6 text-lg leading-relaxed text-foreground/85 ${links}`}>{intro}</div>
      </header>

      <div className="mt-12 grid gap-12 lg:grid-cols-[14rem_1fr] lg:gap-16">
        <nav aria-label="on this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-medium tracking-[0.14em] text-muted-foreground uppercase">on this page</p>
            <ol className="mt-4 grid gap-2.5 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-foreground/75 transition-colors hover:text-foreground">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl">
          <aside aria-label="summary" className="rounded-(--radius-card) border border-border bg-surface p-6 sm:p-8">
            <h2 className="font-display text-xl font-normal">the short version</h2>
            <ul className={`mt-4 grid gap-3 text-[0.975rem] leading-relaxed text-foreground/85 ${links}`}>
              {summary.map((item, index) => (
                <li key={index} className="flex gap-3">
                  <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </aside>

          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="font-display text-heading font-normal">
                <span className="mr-3 text-accent">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={prose}>{section.body}</div>
            </section>
          ))}

          <div className="mt-16 border-t border-border pt-8">
            <Link
              href="/"
              className="inline-flex items-center gap-2 text-sm font-medium text-foreground hover:underline hover:underline-offset-4"
            >
              <ArrowLeft aria-hidden className="size-4" />
              back to home
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
