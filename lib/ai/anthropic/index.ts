import "server-only";
import type { ContentBlockParam } from "@anthropic-ai/sdk/resources/messages";
import { env } from "@/lib/env";
import { prepareImage, THUMBNAIL_TOKEN_BUDGET, type PreparedImage } from "../image";
import { createOutfitRules, slotOf } from "../outfit-rules";
import type { AiClosetItem, AiProvider } from "../types";
import { structuredCall } from "./call";
import { MATCH_SYSTEM, MISSING_SYSTEM, outfitSystem, preferenceNote, TAG_SYSTEM, tagRequest } from "./prompts";
import { matchOutput, missingOutput, outfitsOutput, tagsOutput } from "./wire";

/** Closet photos sent alongside a matching request (≈100 tokens each); the rest go as text only. */
const MATCH_THUMBNAILS = 16;
/** Outfits reason from tags; photos only for items that have no tags yet. */
const OUTFIT_THUMBNAILS = 12;

const imageBlock = (image: PreparedImage): ContentBlockParam => ({
  type: "image",
  source: { type: "base64", media_type: image.mediaType, data: image.data },
});

const describe = (item: AiClosetItem) =>
  `Item id ${item.id} · ${item.category}${item.styleTags.length > 0 ? ` · tags: ${item.styleTags.join(", ")}` : " · not tagged yet"}`;

async function thumbnail(item: AiClosetItem): Promise<PreparedImage | undefined> {
  if (!item.image) return undefined;
  try {
    const bytes = typeof item.image === "function" ? await item.image() : item.image;
    return await prepareImage(bytes, THUMBNAIL_TOKEN_BUDGET);
  } catch {
    return undefined; // an unreadable or missing photo: the item still goes by its tags
  }
}

/** The closet as content blocks: a line per item, with a small photo for up to `photos` of them. */
async function closetBlocks(closet: readonly AiClosetItem[], photos: number, onlyUntagged: boolean): Promise<ContentBlockParam[]> {
  const candidates = closet.filter((item) => item.image && (!onlyUntagged || item.styleTags.length === 0));
  const withPhoto = new Set(candidates.slice(0, photos).map((item) => item.id));
  const thumbs = new Map(await Promise.all(closet.filter((item) => withPhoto.has(item.id)).map(async (item) => [item.id, await thumbnail(item)] as const)));
  const blocks: ContentBlockParam[] = [];
  let lines: string[] = [closet.length > 0 ? "The user's closet:" : "The user's closet is empty."];
  for (const item of closet) {
    lines.push(describe(item));
    const thumb = thumbs.get(item.id);
    if (!thumb) continue;
    // Each photo follows the line that introduces its item; items without photos share one text block.
    blocks.push({ type: "text", text: lines.join("\n") }, imageBlock(thumb));
    lines = [];
  }
  if (lines.length > 0) blocks.push({ type: "text", text: lines.join("\n") });
  return blocks;
}

export const anthropicProvider: AiProvider = {
  name: "anthropic",

  async tagImage(image, context) {
    const prepared = await prepareImage(image.bytes);
    return structuredCall({
      model: env().ANTHROPIC_TAG_MODEL,
      system: TAG_SYSTEM,
      content: [imageBlock(prepared), { type: "text", text: tagRequest(context) }],
      schema: tagsOutput,
      maxTokens: 300,
    });
  },

  async matchInspiration(inspiration, closet) {
    const [prepared, blocks] = await Promise.all([prepareImage(inspiration.bytes), closetBlocks(closet, MATCH_THUMBNAILS, false)]);
    return structuredCall({
      model: env().ANTHROPIC_MODEL,
      system: MATCH_SYSTEM,
      content: [{ type: "text", text: "The inspiration:" }, imageBlock(prepared), ...blocks],
      schema: matchOutput(closet.map((item) => item.id)),
      maxTokens: 800,
    });
  },

  async missingPieces(inspiration, closet) {
    const [prepared, blocks] = await Promise.all([prepareImage(inspiration.bytes), closetBlocks(closet, MATCH_THUMBNAILS, false)]);
    return structuredCall({
      model: env().ANTHROPIC_MODEL,
      system: MISSING_SYSTEM,
      content: [{ type: "text", text: "The inspiration:" }, imageBlock(prepared), ...blocks],
      schema: missingOutput,
      maxTokens: 1500,
    });
  },

  async suggestOutfits(closet, request) {
    const rules = createOutfitRules(closet, request);
    const eligibleIds = new Set(rules.eligible.map((item) => item.id));
    const eligible = closet.filter((item) => eligibleIds.has(item.id));
    const count = (slot: string) => eligible.filter((item) => slotOf(item.category) === slot).length;
    const combinations = count("top") * count("bottom") + count("one-piece");
    const blocks = await closetBlocks(eligible, OUTFIT_THUMBNAILS, true);
    return structuredCall({
      model: env().ANTHROPIC_MODEL,
      system: outfitSystem(request, { hasShoes: rules.hasShoes, combinations }),
      content: [...blocks, ...(request.preferences ? [{ type: "text" as const, text: preferenceNote(request.preferences) }] : [])],
      schema: outfitsOutput(eligible.map((item) => item.id), request),
      maxTokens: 2500,
    });
  },
};
