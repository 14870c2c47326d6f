import { CATEGORIES, IMPORTANCE_LEVELS } from "@/lib/constants";
import { KIND_NAMES } from "@/lib/style/facts";
import { TAG_VOCABULARY } from "../vocabulary";

/**
 * The JSON schemas every provider asks its model to answer in (Anthropic's `output_config.format`,
 * OpenAI-compatible `response_format`), so the model's answer is constrained JSON and never free text. Written by hand within what structured outputs accept (objects closed with
 * `additionalProperties: false`, enums; numeric bounds only in descriptions). Where the caller's ids
 * are known they are an enum, so the model cannot even name an item the owner does not have; the
 * engine still re-validates every answer with the zod schemas in lib/ai/schemas.ts.
 */
export type JsonSchema = { [key: string]: unknown };

const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});
const string = (description?: string): JsonSchema => ({ type: "string", ...(description ? { description } : {}) });
const ids = (known: readonly number[], description: string): JsonSchema => ({
  type: "array",
  description,
  items: known.length > 0 ? { type: "integer", enum: [...known] } : { type: "integer" },
});

const tagList: JsonSchema = {
  type: "array",
  description: "3 to 8 tags from the vocabulary, most telling first",
  items: { type: "string", enum: [...TAG_VOCABULARY] },
};

export const tagsOutput = object({ tags: tagList });

/** A closet photo's answer: the tags and the garment's category (issue #25: detected per photo). */
export const clothingTagsOutput = object({
  tags: tagList,
  category: { type: "string", enum: [...CATEGORIES], description: "the kind of garment in the photo" },
  // The garment facts the style engine reads (lib/style/facts.ts, issue #39).
  kind: { type: "string", enum: [...KIND_NAMES], description: "the finer type within the category" },
  warmth: { type: "integer", description: "0 summer-weight, 1 light, 2 mid-weight, 3 warm, 4 very warm" },
  formality: { type: "integer", description: "0 athletic, 1 casual, 2 smart casual, 3 business, 4 formal" },
});

export const matchOutput = (closetIds: readonly number[]) =>
  object({
    matchingItems: ids(closetIds, "ids of closet items that recreate or echo the inspiration; at most 8"),
    matchScore: { type: "integer", description: "0 to 100: how closely the closet can recreate the look" },
    styleNotes: string("2 or 3 sentences to the user"),
  });

export const missingOutput = object({
  missingPieces: {
    type: "array",
    description: "1 to 4 pieces",
    items: object({
      category: { type: "string", enum: [...CATEGORIES] },
      description: string("e.g. 'A camel wool overcoat'"),
      reason: string("one sentence tying the piece to the inspiration and the closet"),
      importance: { type: "string", enum: [...IMPORTANCE_LEVELS] },
      searchTerms: { type: "array", items: string(), description: "2 or 3 short shopping searches" },
      wheretoBuy: string("one sentence naming kinds of shops; no URLs"),
      examples: {
        type: "array",
        description: "0 to 2 example products",
        items: object({
          name: string(),
          description: string(),
          where: string(),
          price: string("approximate, e.g. '$60–90'"),
        }),
      },
    }),
  },
});

/** The words for the engine's outfits, one entry per outfit, in their order (issue #39). */
export const outfitWordsOutput = object({
  outfits: {
    type: "array",
    items: object({
      name: string("short and evocative, e.g. 'navy & cream weekend'"),
      description: string("1 or 2 sentences on how to wear it"),
      occasion: string("a short phrase"),
    }),
  },
});
