import type { Category } from "@/lib/constants";
import { type AnalysedFacts, KIND_NAMES, kindsOf } from "@/lib/style/facts";
import { createOutfitRules } from "@/lib/style/outfit-rules";
import { z } from "zod";
import { AiError } from "./errors";
import {
  type MatchResult,
  matchResultSchema,
  type MissingPiece,
  missingPieceExampleSchema,
  missingPieceSchema,
  type OutfitSuggestion,
  outfitSuggestionSchema,
  searchLink,
  tagsSchema,
} from "./schemas";
import type { AiClosetItem, OutfitRequest } from "./types";
import { knownCategory } from "./vocabulary";

/**
 * Turns a provider's raw answer into a validated result. Nothing a provider says is trusted: shapes
 * are parsed, ids are intersected with the caller's own closet, links are rebuilt, outfits re-checked.
 */

function parse<T extends z.ZodType>(schema: T, raw: unknown, what: string): z.output<T> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new AiError("invalid", `${what}: ${result.error.issues[0]?.message ?? "invalid"}`);
  return result.data;
}

/** `{tags: [...]}` or a bare list. */
export function sanitizeTags(raw: unknown): string[] {
  const list = raw && typeof raw === "object" && "tags" in raw ? (raw as { tags: unknown }).tags : raw;
  return parse(tagsSchema, list, "tags");
}

/**
 * The category in a closet photo's answer (`{tags, category}`), when it is one of the 8 (any case,
 * spaces trimmed); anything else, or none, is ignored: the tags still count.
 */
export function sanitizeCategory(raw: unknown): Category | undefined {
  if (!raw || typeof raw !== "object" || Array.isArray(raw) || !("category" in raw)) return undefined;
  return knownCategory((raw as { category: unknown }).category);
}

/**
 * The garment facts a provider read from a closet photo (issue #39): a kind of `category`, warmth
 * and formality 0–4; each left out when absent or not valid (a kind of another category).
 */
export function sanitizeGarmentFacts(raw: unknown, category?: string): AnalysedFacts {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const { kind, warmth, formality } = raw as Record<string, unknown>;
  const level = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 4;
  return {
    ...(typeof kind === "string" && (category ? kindsOf(category) : KIND_NAMES).includes(kind as never)
      ? { kind }
      : {}),
    ...(level(warmth) ? { warmth: warmth as number } : {}),
    ...(level(formality) ? { formality: formality as number } : {}),
  };
}

export function sanitizeMatch(raw: unknown, closet: readonly AiClosetItem[]): MatchResult {
  const match = parse(matchResultSchema, raw, "match");
  const owned = new Set(closet.map((item) => item.id));
  return { ...match, matchingItems: [...new Set(match.matchingItems)].filter((id) => owned.has(id)) };
}

const listOf = (raw: unknown, key: string): unknown[] | undefined => {
  const list = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>)[key] : raw;
  return Array.isArray(list) ? list : undefined;
};

/** Invalid pieces are dropped; an answer with pieces but none usable is an invalid answer. */
export function sanitizeMissingPieces(raw: unknown): MissingPiece[] {
  const list = listOf(raw, "missingPieces");
  if (!list) throw new AiError("invalid", "missing pieces: not a list");
  const pieces: MissingPiece[] = [];
  for (const entry of list.slice(0, 8)) {
    const withLinks = addExampleLinks(entry);
    const result = missingPieceSchema.safeParse(withLinks);
    if (result.success) pieces.push(result.data);
  }
  if (list.length > 0 && pieces.length === 0) throw new AiError("invalid", "missing pieces: none valid");
  return pieces;
}

/**
 * Example links always become a web search for the example: a provider's own URLs are never passed on.
 * An incomplete example is dropped on its own; the piece stays.
 */
function addExampleLinks(entry: unknown): unknown {
  if (!entry || typeof entry !== "object") return entry;
  const { examples: raw, ...piece } = entry as { examples?: unknown };
  if (!Array.isArray(raw)) return piece;
  const examples = raw
    .filter((example): example is Record<string, unknown> => !!example && typeof example === "object")
    .map((example) => {
      const name = typeof example.name === "string" ? example.name.trim() : "";
      const where = typeof example.where === "string" ? example.where.trim() : "";
      return missingPieceExampleSchema.safeParse({
        ...example,
        link: searchLink([name, where].filter(Boolean).join(" ")),
      });
    })
    .flatMap((result) => (result.success ? [result.data] : []));
  return examples.length > 0 ? { ...piece, examples } : piece;
}

/**
 * Validates each outfit, keeps only the caller's ids, stamps the requested season, then lets the one
 * rule checker decide. No survivor means the answer was unusable for these filters.
 */
/**
 * A provider's words for the engine's `count` outfits: one {name, description, occasion} per outfit,
 * in order, each within the outfit schema's bounds. Anything else is an unusable answer.
 */
export function sanitizeOutfitWords(
  raw: unknown,
  count: number,
): Pick<OutfitSuggestion, "name" | "description" | "occasion">[] {
  const list = listOf(raw, "outfits");
  if (!list || list.length !== count)
    throw new AiError("invalid", `outfit words: ${list?.length ?? "no"} for ${count}`);
  const words = outfitSuggestionSchema.pick({ name: true, description: true, occasion: true });
  return list.map((entry) => parse(words, entry, "outfit words"));
}

export function sanitizeOutfits(
  raw: unknown,
  closet: readonly AiClosetItem[],
  request: OutfitRequest,
): OutfitSuggestion[] {
  const list = listOf(raw, "outfits");
  if (!list) throw new AiError("invalid", "outfits: not a list");
  const owned = new Set(closet.map((item) => item.id));
  const candidates: OutfitSuggestion[] = [];
  for (const entry of list.slice(0, 20)) {
    const result = outfitSuggestionSchema.safeParse(entry);
    if (!result.success) continue;
    const outfit = result.data;
    candidates.push({
      name: outfit.name,
      description: outfit.description,
      style: outfit.style,
      occasion: outfit.occasion,
      items: [...new Set(outfit.items)].filter((id) => owned.has(id)),
      ...(request.season ? { season: request.season } : outfit.season ? { season: outfit.season } : {}),
    });
  }
  const { accepted } = createOutfitRules(closet, request).accept(candidates);
  if (accepted.length === 0) throw new AiError("no-outfits", `outfits: 0 of ${list.length} passed the rules`);
  return accepted;
}
