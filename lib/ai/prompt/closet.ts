import "server-only";

import { type Category, DEFAULT_CATEGORY } from "@/lib/constants";
import type { AiClosetItem, AiImage } from "../types";
import type { PromptPart } from "./types";
import { type PreparedImage, prepareImage, THUMBNAIL_TOKEN_BUDGET } from "../image";
import { analyzeColours } from "../local/colors";
import { tagsFromProfile } from "../local/tags";
import { categoryCounts, relevanceToLook, selectRelevant } from "../relevance";
import { isVocabularyTag, knownCategory } from "../vocabulary";
import { escapeFenced } from "./instructions";

/**
 * At most this many closet lines per prompt (≈20 tokens a line, plus its id in the answer schema's
 * enum), whatever the closet's size: the items most relevant to the call (lib/ai/relevance.ts), every
 * category represented, and a line with the whole closet's counts so the model still knows its breadth.
 * Matching needs the best candidates for up to 8 matches; missing pieces names what the closet lacks,
 * for which the look's nearest pieces plus the counts are enough; outfits need tops, bottoms and
 * shoes enough for 8 distinct pairs whatever the filters leave.
 */
export const PROMPT_ITEMS = { match: 60, missing: 40 } as const;

/** The closet items a prompt about this inspiration carries, best first. */
export async function closetForLook(
  inspiration: AiImage,
  closet: readonly AiClosetItem[],
  limit: number,
): Promise<AiClosetItem[]> {
  // Untagged inspiration (tags are optional for missing pieces): rank by the colours the local analyzer
  // reads. The colour analysis is provider-neutral (pixels in, tags out), so any provider's prompt uses it.
  const tags = inspiration.styleTags?.length
    ? inspiration.styleTags
    : closet.length > 0
      ? tagsFromProfile(await analyzeColours(inspiration.bytes), { kind: "inspiration" })
      : [];
  return selectRelevant(closet, relevanceToLook(tags), limit);
}

/** The chosen items in the order the closet lists them (prompts and id enums stay in a stable order). */
export function inClosetOrder(chosen: readonly AiClosetItem[], closet: readonly AiClosetItem[]): AiClosetItem[] {
  const ids = new Set(chosen.map((item) => item.id));
  return closet.filter((item) => ids.has(item.id));
}

/**
 * An item's category as a prompt names it: one of the 8, "other" for anything else (an imported
 * archive may carry any text there, and it must not reach the model word for word).
 */
export const promptCategory = (category: string): Category => knownCategory(category) ?? DEFAULT_CATEGORY;

/**
 * An item's tags as a prompt lists them: vocabulary tags as they are; an owner's own tag (free text,
 * anything up to 32 characters) quoted as data, fence markers escaped, so a tag reads as a label and
 * never as an instruction or the end of a fenced note.
 */
export const promptTags = (tags: readonly string[]): string =>
  tags.map((tag) => (isVocabularyTag(tag) ? tag : JSON.stringify(escapeFenced(tag)))).join(", ");

const describe = (item: AiClosetItem) =>
  `Item id ${item.id} · ${promptCategory(item.category)}${item.styleTags.length > 0 ? ` · tags: ${promptTags(item.styleTags)}` : " · not tagged yet"}`;

async function thumbnail(item: AiClosetItem): Promise<PreparedImage | undefined> {
  if (!item.image) return undefined;
  try {
    const bytes = typeof item.image === "function" ? await item.image() : item.image;
    return await prepareImage(bytes, THUMBNAIL_TOKEN_BUDGET);
  } catch {
    return undefined; // an unreadable or missing photo: the item still goes by its tags
  }
}

export type ClosetListing = {
  /** The items to list, best first (photos go to the first ones); listed in the closet's own order. */
  chosen: readonly AiClosetItem[];
  /** What they were chosen from, in the closet's order. */
  from: readonly AiClosetItem[];
  /** Photos for at most this many of the chosen items; no other item's photo is ever read. */
  photos: number;
  /** Outfits reason from tags, so they get photos only for untagged items and a different summary. */
  purpose: "look" | "outfits";
};

/** The chosen items in the closet's order: a line per item, with a small photo for the most relevant few. */
export async function closetParts({ chosen, from, photos, purpose }: ClosetListing): Promise<PromptPart[]> {
  const listed = inClosetOrder(chosen, from);
  const withPhoto = chosen
    .filter((item) => item.image && (purpose === "look" || item.styleTags.length === 0))
    .slice(0, photos);
  const thumbs = new Map(await Promise.all(withPhoto.map(async (item) => [item.id, await thumbnail(item)] as const)));
  const parts: PromptPart[] = [];
  let lines: string[] = [listed.length > 0 ? "The user's closet:" : "The user's closet is empty."];
  if (listed.length < from.length) {
    const counts = categoryCounts(from.map((item) => ({ ...item, category: promptCategory(item.category) })));
    lines.push(
      purpose === "look"
        ? `(The closet holds ${from.length} items: ${counts}. Listed are the ${listed.length} most relevant to this look, from every category.)`
        : `(${from.length} of the closet's items fit the request: ${counts}. Listed are the ${listed.length} best candidates, from every category.)`,
    );
  }
  for (const item of listed) {
    lines.push(describe(item));
    const thumb = thumbs.get(item.id);
    if (!thumb) continue;
    // Each photo follows the line that introduces its item; items without photos share one text block.
    parts.push({ type: "text", text: lines.join("\n") }, { type: "image", image: thumb });
    lines = [];
  }
  if (lines.length > 0) parts.push({ type: "text", text: lines.join("\n") });
  return parts;
}
