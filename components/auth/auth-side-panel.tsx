import { Camera, Shirt, Sparkles } from "lucide-react";

const STEPS = [
  { icon: Camera, title: "upload inspiration", body: "save photos of looks you love and get their style tags." },
  {
    icon: Shirt,
    title: "build your digital closet",
    body: "photograph your clothes; backgrounds are removed and every piece is tagged.",
  },
  {
    icon: Sparkles,
    title: "discover new outfits",
    body: "AI-powered recommendations made from the clothes you already own.",
  },
] as const;

/** SPEC §2's side panel on /auth: 'unlock your style potential' in three steps. */
export function AuthSidePanel() {
  return (
    <aside
      aria-labelledby="auth-side-title"
      className="relative overflow-hidden rounded-(--radius-card) border border-border bg-primary p-8 text-primary-foreground sm:p-10"
    >
      <div aria-hidden className="absolute -top-24 -right-24 size-72 rounded-full bg-accent/30 blur-3xl" />
      <div aria-hidden className="absolute -bottom-28 -left-16 size-64 rounded-full bg-clay/20 blur-3xl" />
      <div className="relative">
        <p className="text-xs font-medium tracking-[0.2em] text-clay uppercase">why sign in</p>
        <h2 id="auth-side-title" className="mt-3 font-display text-heading font-normal">
          unlock your style potential
        </h2>
        <ol className="mt-8 grid gap-6">
          {STEPS.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-primary-foreground/15 bg-primary-foreground/5">
                <Icon aria-hidden className="size-5 text-clay" strokeWidth={1.75} />
              </span>
              <div>
                <h3 className="font-medium">
                  <span className="sr-only">step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-primary-foreground/70">{body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </aside>
  );
}
