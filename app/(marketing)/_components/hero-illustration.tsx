import type { ReactNode } from "react";
import { Loafer, Tee, Tote, TrenchCoat, Trousers } from "./garments";

/**
 * The product in one picture: an inspiration photo, the closet pieces that match it and the
 * match score. Drawn with CSS and SVG so the page needs no network images. Decorative only.
 */
export function HeroIllustration() {
  return (
    <div aria-hidden className="relative mx-auto aspect-[5/5.4] w-full max-w-[30rem] select-none lg:max-w-none">
      {/* inspiration photo */}
      <div className="absolute inset-y-0 left-0 w-[72%] overflow-hidden rounded-[1.75rem] bg-sand shadow-lifted">
        <div className="absolute inset-x-[14%] top-[10%] bottom-0 rounded-t-full bg-clay/70" />
        <div className="absolute inset-x-0 bottom-0 h-[16%] bg-stone/60" />
        <TrenchCoat className="absolute bottom-[7%] left-1/2 h-[78%] -translate-x-1/2 fill-[#c8a27c] drop-shadow-[0_18px_24px_rgb(31_27_22/0.18)]" />
        <div className="absolute top-4 left-4 flex flex-wrap gap-1.5 pr-4">
          {["#tailored", "#neutral", "#minimalist"].map((tag) => (
            <span
              key={tag}
              className="rounded-full bg-surface/85 px-2.5 py-1 text-[0.7rem] font-medium text-foreground backdrop-blur"
            >
              {tag}
            </span>
          ))}
        </div>
      </div>

      {/* match score */}
      <div className="absolute top-[8%] right-0 w-[44%] rounded-2xl border border-border bg-surface p-4 shadow-lifted motion-safe:animate-[fade-in_600ms_ease-out_200ms_both]">
        <p className="text-[0.7rem] font-medium tracking-[0.12em] text-muted-foreground uppercase">closet match</p>
        <p className="mt-1 font-display text-3xl leading-none sm:text-4xl">92%</p>
        <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted">
          <div className="h-full w-[92%] rounded-full bg-accent" />
        </div>
      </div>

      {/* matching closet pieces */}
      <div className="absolute right-0 bottom-[7%] w-[52%] rounded-2xl border border-border bg-surface p-3.5 shadow-lifted motion-safe:animate-[fade-in_600ms_ease-out_400ms_both]">
        <p className="px-0.5 text-[0.7rem] font-medium tracking-[0.12em] text-muted-foreground uppercase">
          from your closet
        </p>
        <div className="mt-2.5 grid grid-cols-2 gap-2">
          <Tile className="bg-muted">
            <Tee className="size-[70%] fill-surface stroke-foreground/20" strokeWidth={1.2} />
          </Tile>
          <Tile className="bg-sage/45">
            <Trousers className="size-[70%] fill-[#5d5a4e]" />
          </Tile>
          <Tile className="bg-accent-soft">
            <Loafer className="size-[74%] fill-[#6b3a24]" />
          </Tile>
          <Tile className="bg-sand/70">
            <Tote className="size-[66%] fill-[#b07a52]" />
          </Tile>
        </div>
      </div>
    </div>
  );
}

function Tile({ className, children }: { className: string; children: ReactNode }) {
  return <div className={`flex aspect-square items-center justify-center rounded-xl ${className}`}>{children}</div>;
}
