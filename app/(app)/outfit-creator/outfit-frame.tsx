import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import type { ReactNode } from "react";

/** The outfit screen's frame (SPEC §2): title and intro, then `children`. Rendered on the server. */
export function OutfitFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="outfits-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <h1 id="outfits-title" className="font-display text-title font-normal">
        {OUTFIT_TEXT.title}
      </h1>
      <p className="mt-2 max-w-xl text-muted-foreground">{OUTFIT_TEXT.intro}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}
