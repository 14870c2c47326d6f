import { OUTFIT_GAP_MESSAGES } from "@/lib/messages/outfits";
import { VALIDATION } from "@/lib/messages/validation";
import { type Slot, slotOf } from "@/lib/style/outfit-rules";

/**
 * Why a closet can't make outfits, in words that name the cause (issue 24: "your only bottoms are
 * in the laundry", never "AI couldn't…"). Pure, so the outfit call (lib/outfits/suggest.ts) and the
 * outfit page's first render (closetReadyForOutfits) say the same thing.
 *
 * Only active items are worn into outfits: laundry is in the wash and archived is put away. For each
 * missing part of an outfit's base (a top, a bottom; a dress or suit instead of both) the message
 * says where that part is, and when nothing is put away it is SPEC §5's own sentence.
 */
export type OwnedPiece = { category: string; status: string };

const PIECES: Partial<Record<Slot, string>> = { top: "tops", bottom: "bottoms", "one-piece": "dresses and suits" };

export function outfitGap(pieces: readonly OwnedPiece[]): string | null {
  const statuses = (slot: Slot) =>
    new Set(pieces.filter((piece) => slotOf(piece.category) === slot).map((piece) => piece.status));
  const worn = (slot: Slot) => statuses(slot).has("active");
  if ((worn("top") && worn("bottom")) || worn("one-piece")) return null;

  const causes: string[] = [];
  let putAway = false;
  const explain = (slot: Slot) => {
    const where = statuses(slot);
    const name = PIECES[slot]!;
    if (where.size === 0) return causes.push(OUTFIT_GAP_MESSAGES.none(name));
    putAway = true;
    if (where.has("laundry") && where.has("archived")) causes.push(OUTFIT_GAP_MESSAGES.laundryOrArchived(name));
    else causes.push(where.has("laundry") ? OUTFIT_GAP_MESSAGES.inLaundry(name) : OUTFIT_GAP_MESSAGES.archived(name));
  };
  if (!worn("top")) explain("top");
  if (!worn("bottom")) explain("bottom");
  // A dress or suit is only worth naming when one is owned but put away.
  if (statuses("one-piece").size > 0) explain("one-piece");
  if (!putAway) return VALIDATION.outfitsNeedTopAndBottom;
  const joined = causes.length > 1 ? `${causes.slice(0, -1).join(", ")} and ${causes.at(-1)}` : causes[0]!;
  return OUTFIT_GAP_MESSAGES.sentence(joined);
}
