import { cn } from "@/lib/ui/cn";

/** A clothes rail with a few pieces waiting on their hangers: a closet about to open. */
export function RailIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 420 440" aria-hidden className={cn("drop-shadow-[0_30px_40px_rgb(31_27_22/0.12)]", className)}>
      <rect x="18" y="40" width="384" height="8" rx="4" className="fill-foreground/80" />
      <rect x="30" y="48" width="6" height="372" rx="3" className="fill-foreground/70" />
      <rect x="384" y="48" width="6" height="372" rx="3" className="fill-foreground/70" />
      <ellipse cx="210" cy="424" rx="190" ry="8" className="fill-sand" />

      <Hanger x={96} />
      {/* a knit sweater */}
      <path d="M58 88 96 76l38 12 26 54-22 10-8-18v120H62V134l-8 18-22-10 26-54Z" className="fill-clay" />
      <path d="M62 248h68" className="stroke-foreground/15" strokeWidth="6" />
      <path d="M84 78c4 8 20 8 24 0" className="fill-none stroke-foreground/25" strokeWidth="2" />

      <Hanger x={210} />
      {/* a long coat */}
      <path d="M170 88 210 76l40 12 14 40-8 4v240h-92V136l-8-4 14-40Z" className="fill-stone" />
      <path d="M210 80v292" className="stroke-foreground/20" strokeWidth="2" />
      <path d="M196 80l14 40 14-40" className="fill-none stroke-foreground/25" strokeWidth="2" />
      {[150, 190, 230].map((y) => (
        <circle key={y} cx="218" cy={y} r="3" className="fill-foreground/30" />
      ))}

      <Hanger x={320} />
      {/* a slip dress */}
      <path d="M300 84h40l-4 40 34 200H270l34-200-4-40Z" className="fill-sage" />
      <path d="M302 84l-6-8M338 84l6-8" className="stroke-foreground/40" strokeWidth="2" strokeLinecap="round" />
      <path d="M276 300c30 8 64 8 90 0" className="fill-none stroke-foreground/15" strokeWidth="3" />
    </svg>
  );
}

function Hanger({ x }: { x: number }) {
  return (
    <path
      d={`M${x - 6} 36c0-6 2.7-10 6-10s6 3 6 7c0 3-2 5-4 6-1.2.7-2 1.8-2 3.2V48M${x} 48l-40 32h80L${x} 48Z`}
      className="fill-none stroke-foreground/70"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
