import { IMPORTANCE_LEVELS, MATCH_SCORE } from "@/lib/constants";
import { z } from "zod";
import { isVocabularyTag, TAGS_PER_IMAGE } from "./vocabulary";

/**
 * SPEC §3's AI result shapes. Every provider answer passes through these before it reaches a route,
 * the database or a screen; the transforms are the normalisation the spec's loose shapes allow
 * (ids "possibly as strings", a score that must land in 0–100, tags in any case).
 */

/** Lowercase, trimmed, single-spaced, unique, in the fixed vocabulary; at most 8 kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase().replace(/\s+/g, " ").replace(/_/g, " ");
    if (tag && isVocabularyTag(tag)) seen.add(tag);
  }
  return [...seen].slice(0, TAGS_PER_IMAGE.max);
}

export const tagsSchema = z
  .array(z.string())
  .transform(normalizeTags)
  .pipe(z.array(z.string()).min(TAGS_PER_IMAGE.min, "fewer than 3 usable tags"));

/** A closet item id; the spec allows ids to arrive as numeric strings. */
export const itemIdSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .transform(Number),
]);

const clampScore = (value: number) => Math.min(MATCH_SCORE.max, Math.max(MATCH_SCORE.min, Math.round(value)));

export const matchResultSchema = z.object({
  matchingItems: z.array(itemIdSchema),
  matchScore: z.number().finite().transform(clampScore),
  styleNotes: z.string().trim().min(1).max(1500),
});
export type MatchResult = z.output<typeof matchResultSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
const webLink = z.url({ protocol: /^https?$/ });

export const missingPieceExampleSchema = z.object({
  name: text(120),
  description: text(400),
  where: text(120),
  price: text(40),
  link: webLink,
});

export const missingPieceSchema = z.object({
  category: text(60),
  description: text(400),
  reason: text(600),
  importance: z.string().trim().toLowerCase().pipe(z.enum(IMPORTANCE_LEVELS)),
  examples: z.array(missingPieceExampleSchema).max(5).optional(),
  searchTerms: z.array(text(80)).max(8).optional(),
  wheretoBuy: text(300).optional(),
});
export type MissingPiece = z.output<typeof missingPieceSchema>;

export const outfitSuggestionSchema = z.object({
  id: z.number().int().positive().optional(),
  name: text(80),
  description: text(600),
  style: text(60),
  occasion: text(120),
  items: z.array(itemIdSchema).min(1),
  season: text(30).optional(),
});
export type OutfitSuggestion = z.output<typeof outfitSuggestionSchema>;

/** A web search for a term; what a missing-piece example links to when the provider gave no safe link. */
export const searchLink = (term: string) => `https://www.google.com/search?q=${encodeURIComponent(term)}`;
