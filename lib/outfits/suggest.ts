import "server-only";

import { type OutfitRequest, outfitRequestFromMessage, suggestOutfits } from "@/lib/ai";
import { AI_LIMITS } from "@/lib/ai/limits";
import { cachedAiResult, forgetAiResult, outfitsInputKey, readCachedAiResult } from "@/lib/ai-results";
import type { Owner } from "@/lib/auth/owner";
import { loadAiCloset } from "@/lib/closet";
import { wearStatsOf } from "@/lib/closet/queries";
import { WEAR_LIMITS } from "@/lib/constants";
import { outfitsFilteredOut, outfitsNeedTopAndBottom } from "@/lib/errors";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import {
  closetCanMakeOutfits,
  createOutfitRules,
  filteredOutMessage,
  type Slot,
  slotOf,
} from "@/lib/style/outfit-rules";
import { isWearable } from "@/lib/style/rules";
import { utcToday } from "@/lib/wears/schemas";
import { z } from "zod";
import type { OutfitSuggestions } from "./contract";
import { outfitGapOf } from "./saved";
import type { ChatOutfit, OutfitView } from "./schemas";
import { loadOutfits, storeSuggestions } from "./store";

/** The stored set, with the bases (see OutfitRequest.avoid) 'new ideas' has shown since it last started over. */
const cachedIdsSchema = z.object({
  outfitIds: z.array(z.number().int().positive()),
  shown: z.array(z.array(z.number().int().positive())).optional(),
  exhausted: z.boolean().optional(),
});

/**
 * Outfit ideas from the owner's closet (SPEC §5's rules, checked by lib/ai), stored as outfits with
 * ids. Cached per owner by (filters, preference text, closet fingerprint, provider): asking again
 * with the same closet answers the same stored outfits without an AI call.
 */
export async function suggestOutfitsFor(
  owner: Owner,
  request: OutfitRequest,
  options: { fresh?: boolean } = {},
): Promise<OutfitView[]> {
  return (await outfitIdeasFor(owner, request, options)).outfits;
}

/**
 * As suggestOutfitsFor, with 'new ideas' (`fresh`) asking for combinations not shown yet for these
 * filters; once every combination the closet allows has been shown, the answer says so (`notice`)
 * and the next 'new ideas' starts over. The same closet and presses give the same cards.
 */
export async function outfitIdeasFor(
  owner: Owner,
  request: OutfitRequest,
  options: { fresh?: boolean } = {},
): Promise<OutfitSuggestions> {
  // Laundry is in the wash: outfits are made of what can be worn today (archived is already left out).
  // Pieces marked to sell or donate are on their way out: never suggested (issue #39).
  const closet = (await loadAiCloset(owner)).filter(isWearable);
  // Checked before the cache and the limit: an incomplete closet is the owner's to fix, not an AI call.
  // The 422 names why: what is missing, in the laundry or archived; or which filter leaves nothing.
  if (!closetCanMakeOutfits(closet)) throw outfitsNeedTopAndBottom((await outfitGapOf(owner)) ?? undefined);
  request = { ...request, ...(await wornFor(owner, closet)) };
  const rules = createOutfitRules(closet, request);
  if (!closetCanMakeOutfits(rules.eligible)) throw outfitsFilteredOut(filteredOutMessage(request, closet));
  const inputKey = outfitsInputKey(request, closet);
  let avoid: number[][] = [];
  if (options.fresh) {
    // 'new ideas': the owner asks again on purpose, so the cached set is dropped (the AI budget still
    // applies), and what it and the sets before it showed is asked to be left out.
    const previous = await readCachedAiResult({ owner, kind: "outfits", inputKey, schema: cachedIdsSchema });
    if (previous && !previous.exhausted) {
      const shownNow = (await loadOutfits(owner, previous.outfitIds)).map((outfit) => baseOf(outfit.items));
      avoid = uniqueBases([...(previous.shown ?? []), ...shownNow]);
    }
    await forgetAiResult(owner, "outfits", inputKey);
  }
  for (let attempt = 0; ; attempt++) {
    const stored = await cachedAiResult({
      owner,
      kind: "outfits",
      inputKey,
      schema: cachedIdsSchema,
      limit: AI_LIMITS.outfits,
      compute: async () => {
        const suggestions = await suggestOutfits(closet, avoid.length > 0 ? { ...request, avoid } : request);
        const shown = uniqueBases([...avoid, ...suggestions.map((outfit) => rules.baseIds(outfit.items))]);
        // Claimed only when true: every top/bottom pair and dress the filter allows has now been on screen.
        const exhausted = avoid.length > 0 && shown.length >= possibleBases(rules.eligible);
        return {
          outfitIds: await storeSuggestions(owner, suggestions, request),
          shown,
          ...(exhausted ? { exhausted } : {}),
        };
      },
    });
    const outfits = await loadOutfits(owner, stored.outfitIds);
    // A cached set whose outfits were since pruned is asked for afresh, once.
    if (outfits.length === stored.outfitIds.length || attempt > 0)
      return { outfits, ...(stored.exhausted ? { notice: OUTFIT_TEXT.allCombinationsShown } : {}) };
    await forgetAiResult(owner, "outfits", inputKey);
  }
}

/** Pieces not worn for this many days are "rediscovered" by the ideas (worn at least once before). */
const REDISCOVER_AFTER_DAYS = 30;

/**
 * What the wear log tells the solver (issue #28): the closet's pieces worn in the last 3 days
 * (today, UTC, included) and the ones last worn over 30 days ago. Nothing for an owner who logged
 * no wear of these pieces, so their ideas (and cache keys) stay as they were. One grouped query.
 */
async function wornFor(owner: Owner, closet: readonly { id: number }[]): Promise<Pick<OutfitRequest, "worn">> {
  const stats = await wearStatsOf(
    owner,
    closet.map((item) => item.id),
  );
  if (stats.size === 0) return {};
  const today = Date.parse(`${utcToday()}T00:00:00Z`);
  const daysAgo = (day: string) => Math.round((today - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  const recent: number[] = [];
  const rediscover: number[] = [];
  for (const [id, { lastWornAt }] of stats) {
    if (!lastWornAt) continue;
    const age = daysAgo(lastWornAt);
    if (age < WEAR_LIMITS.recentDays) recent.push(id);
    else if (age > REDISCOVER_AFTER_DAYS) rediscover.push(id);
  }
  if (recent.length === 0 && rediscover.length === 0) return {};
  return { worn: { recent: recent.sort((a, b) => a - b), rediscover: rediscover.sort((a, b) => a - b) } };
}

const BASE_SLOTS = new Set<Slot>(["top", "bottom", "one-piece"]);
/** An outfit's base: the ids of its top and bottom, or of its dress or suit. */
const baseOf = (items: readonly { id: number; category: string }[]) =>
  items.filter((item) => BASE_SLOTS.has(slotOf(item.category))).map((item) => item.id);

function uniqueBases(bases: readonly (readonly number[])[]): number[][] {
  const byKey = new Map(bases.map((base) => [[...base].sort((a, b) => a - b).join("/"), [...base]]));
  return [...byKey.values()];
}

/** How many different outfits (by base) the filtered closet allows: every top/bottom pair, every dress or suit. */
function possibleBases(eligible: readonly { category: string }[]): number {
  const count = (slot: Slot) => eligible.filter((item) => slotOf(item.category) === slot).length;
  return count("top") * count("bottom") + count("one-piece");
}

/**
 * POST /api/chat: the message is read as preference text (a season or theme named in it becomes the
 * filter); the request to the AI is built from the owner's closet as for the outfit screen. The
 * answer keeps SPEC §7's contract: `response` is JSON text holding the outfits.
 */
export async function chatOutfits(owner: Owner, message: string): Promise<{ response: string }> {
  const outfits = await suggestOutfitsFor(owner, outfitRequestFromMessage(message));
  const asIds: ChatOutfit[] = outfits.map(
    ({ items, isSaved: _saved, isBuilt: _built, missingItems: _missing, ...outfit }) => ({
      ...outfit,
      items: items.map((item) => item.id),
    }),
  );
  return { response: JSON.stringify({ outfits: asIds }) };
}
