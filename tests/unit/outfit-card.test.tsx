import { OutfitCard } from "@/components/outfits/outfit-card";
import { BUILD_TEXT } from "@/lib/messages/build";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import { WEAR_TEXT } from "@/lib/messages/wears";
import type { OutfitView } from "@/lib/outfits/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const item = (id: number, category: string) => ({
  id,
  category,
  imageUrl: `/uploads/closet/${id}.webp`,
  thumbnailUrl: `/uploads/closet/thumbs/${id}.webp`,
});
const outfit = (items: number, extra: Partial<OutfitView> = {}): OutfitView => ({
  id: 7,
  name: "navy & sand",
  description: "easy layers",
  style: "minimalist",
  occasion: "weekend",
  season: "fall",
  isSaved: false,
  isBuilt: false,
  items: Array.from({ length: items }, (_, i) => item(i + 1, i === 0 ? "tops" : "bottoms")),
  missingItems: 0,
  ...extra,
});
// 'wore this today' logs through React Query, so the card renders inside a client as on the screen.
const withQueries = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
const render = (o: OutfitView) => withQueries(<OutfitCard outfit={o} onToggleSaved={() => undefined} />);
const images = (html: string) => html.match(/<img /g)?.length ?? 0;

describe("OutfitCard (SPEC §2: up to 3 item images, the rest as '+N')", () => {
  it("shows every item up to three, with no '+N'", () => {
    const html = render(outfit(3));
    expect(images(html)).toBe(3);
    expect(html).not.toContain("outfit-more-items");
    for (const text of ["navy &amp; sand", "easy layers", "minimalist", "weekend", "fall", OUTFIT_TEXT.saveOutfit])
      expect(html).toContain(text);
    expect(html).toContain('aria-pressed="false"');
  });

  it("shows three images and counts the rest", () => {
    const html = render(outfit(5));
    expect(images(html)).toBe(3);
    expect(html).toContain(`aria-label="${OUTFIT_TEXT.moreItems(2)}"`);
    expect(html.replaceAll("<!-- -->", "")).toMatch(/data-testid="outfit-more-items"[^>]*>\+2</);
  });

  it("draws the layer its reason relies on, not hidden in the '+1' (issue #41)", () => {
    const layered = outfit(0, {
      description: "Pair the navy top with the sand bottoms. Warm enough for winter with the layer on top.",
      items: [item(1, "tops"), item(2, "bottoms"), item(3, "shoes"), item(4, "outerwear")],
    });
    const html = render(layered);
    expect(images(html)).toBe(3);
    expect(html).toContain('alt="outerwear"');
    expect(html).toContain(`aria-label="${OUTFIT_TEXT.moreItems(1)}"`);
    // The "+1" is on another tile than the layer's.
    const layerTile = html.split("<li").find((tile) => tile.includes('alt="outerwear"'));
    expect(layerTile).not.toContain("outfit-more-items");
  });

  it("shows the saved state under one name (aria-pressed, not another label) and the note about deleted items", () => {
    const html = render(outfit(2, { isSaved: true, missingItems: 1 }));
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain(`aria-label="${OUTFIT_TEXT.saveOutfitNamed("navy &amp; sand")}"`);
    expect(html).not.toContain(`>${OUTFIT_TEXT.saved}<`);
    expect(html).toContain(OUTFIT_TEXT.missingItems(1));
  });

  it("offers 'wore this today' named after the outfit, and 'edit' only when the screen passes it (issue #28)", () => {
    const plain = render(outfit(2));
    expect(plain).toContain(WEAR_TEXT.woreToday);
    // The accessible name starts with the visible words (axe's label-content-name-mismatch).
    expect(plain).toContain(`aria-label="${WEAR_TEXT.woreToday}: navy &amp; sand"`);
    expect(plain).not.toContain(BUILD_TEXT.editNamed("navy &amp; sand"));
    const editable = withQueries(
      <OutfitCard outfit={outfit(2, { isSaved: true })} onToggleSaved={() => undefined} onEdit={() => undefined} />,
    );
    expect(editable).toContain(`aria-label="${BUILD_TEXT.editNamed("navy &amp; sand")}"`);
  });
});
