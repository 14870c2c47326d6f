const STEPS = [
  {
    title: "upload inspiration",
    body: "save photos of outfits you love. the ai reads each one and tags its style: shapes, colours and mood.",
  },
  {
    title: "build your digital closet",
    body: "photograph your clothes. backgrounds are removed right in your browser and every piece gets style tags.",
  },
  {
    title: "discover new outfits",
    body: "match looks against your closet, see what's missing and get outfit ideas made from clothes you already have.",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto w-full max-w-6xl px-5 pt-20 sm:px-6 md:pt-28 lg:px-8">
      <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
        <div>
          <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">three steps</p>
          <h2 id="how-title" className="mt-3 font-display text-title font-normal">
            how it works
          </h2>
          <p className="mt-5 max-w-sm leading-relaxed text-muted-foreground">
            a few minutes of setup, then every new look you save is checked against the clothes you own.
          </p>
        </div>
        <ol className="grid gap-px overflow-hidden rounded-(--radius-card) border border-border bg-border">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-4 bg-background p-7 sm:flex-row sm:gap-8 sm:p-8">
              <span aria-hidden className="w-14 shrink-0 font-display text-4xl leading-none text-accent italic">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="font-display text-2xl leading-tight font-normal">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
