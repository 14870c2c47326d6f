/**
 * Helpers for the AI route tests: closet items and inspiration images stored the way the app stores
 * them, and one call per AI route handler (through `call`, with the owner's cookie jar).
 */
import { POST as postChat } from "@/app/api/chat/route";
import { POST as postClosetAnalyze } from "@/app/api/closet/[id]/analyze/route";
import { POST as postInspirationAnalyze } from "@/app/api/inspiration/[id]/analyze/route";
import { GET as getMatching } from "@/app/api/inspiration/[id]/matching/route";
import { GET as getMissingPieces } from "@/app/api/inspiration/[id]/missing-pieces/route";
import { POST as postSuggestions } from "@/app/api/outfits/suggestions/route";
import type { Owner } from "@/lib/auth/owner";
import { addClosetItem } from "@/lib/closet";
import type { Category } from "@/lib/constants";
import { processImage, storeImage } from "@/lib/images";
import { createInspiration } from "@/lib/inspiration";
import { call, type CookieJar } from "./api";
import { garmentPhoto, outfitPhoto } from "../unit/ai-fixtures";

const SHAPE: Partial<Record<Category, "shirt" | "trousers" | "dress" | "shoe">> = {
  bottoms: "trousers",
  dresses: "dress",
  shoes: "shoe",
};

/** A closet item stored as an upload is (processed, web size + thumbnail); returns its id. */
export async function addItem(owner: Owner, category: Category, fill = "#1b2a4a"): Promise<number> {
  const bytes = await garmentPhoto({ fill, shape: SHAPE[category] ?? "shirt" });
  return (await addClosetItem(owner, { bytes, category })).id;
}

/** An inspiration image stored as the upload will store it; returns its id. */
export async function addInspiration(owner: Owner, bytes?: Uint8Array): Promise<number> {
  const photo = bytes ?? (await outfitPhoto({ top: "#1b2a4a", bottom: "#d9c9ad", shoes: "#6f4a2f" }));
  const stored = await storeImage("inspiration", await processImage(photo));
  return (await createInspiration(owner, stored)).id;
}

/** A closet that can make outfits: two tops, two bottoms and shoes. */
export async function outfitCloset(owner: Owner) {
  return {
    tops: [await addItem(owner, "tops", "#1b2a4a"), await addItem(owner, "tops", "#f5eedc")],
    bottoms: [await addItem(owner, "bottoms", "#d9c9ad"), await addItem(owner, "bottoms", "#0a0a0a")],
    shoes: await addItem(owner, "shoes", "#6f4a2f"),
  };
}

export type MatchBody = {
  matchScore: number;
  styleNotes: string;
  matchingItems: number[];
  items: { id: number; category: string }[];
};
export type MissingBody = {
  missingPieces: {
    category: string;
    description: string;
    reason: string;
    importance: string;
    searchTerms?: string[];
  }[];
};
export type OutfitBody = {
  id: number;
  name: string;
  description: string;
  style: string;
  occasion: string;
  season?: string;
  items: { id: number; imageUrl: string; thumbnailUrl: string; category: string }[];
};

/** null: a visitor without a session. */
type Jar = CookieJar | null;
const byId = (id: number | string) => ({ id: String(id) });

export const api = {
  analyzeItem: <T = { styleTags: string[] }>(jar: Jar, id: number | string) =>
    call<T>(postClosetAnalyze, { path: `/api/closet/${id}/analyze`, method: "POST", params: byId(id), jar }),
  analyzeInspiration: <T = { styleTags: string[] }>(jar: Jar, id: number | string) =>
    call<T>(postInspirationAnalyze, { path: `/api/inspiration/${id}/analyze`, method: "POST", params: byId(id), jar }),
  matching: <T = MatchBody>(jar: Jar, id: number | string, address?: string) =>
    call<T>(getMatching, { path: `/api/inspiration/${id}/matching`, params: byId(id), jar, address }),
  missingPieces: <T = MissingBody>(jar: Jar, id: number | string) =>
    call<T>(getMissingPieces, { path: `/api/inspiration/${id}/missing-pieces`, params: byId(id), jar }),
  suggestions: <T = { outfits: OutfitBody[] }>(jar: Jar, body: unknown = {}) =>
    call<T>(postSuggestions, { path: "/api/outfits/suggestions", body, jar }),
  chat: <T = { response: string }>(jar: Jar, body: unknown) => call<T>(postChat, { path: "/api/chat", body, jar }),
};
