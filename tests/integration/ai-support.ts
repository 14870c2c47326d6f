/**
 * Helpers for the AI route tests: owners from real sessions (closet-support), closet items and
 * inspiration images stored the way the app stores them, and one call per AI route handler.
 */
import { POST as postChat } from "@/app/api/chat/route";
import { POST as postClosetAnalyze } from "@/app/api/closet/[id]/analyze/route";
import { POST as postInspirationAnalyze } from "@/app/api/inspiration/[id]/analyze/route";
import { GET as getMatching } from "@/app/api/inspiration/[id]/matching/route";
import { GET as getMissingPieces } from "@/app/api/inspiration/[id]/missing-pieces/route";
import { POST as postSuggestions } from "@/app/api/outfits/suggestions/route";
import { getOwner } from "@/lib/auth/current-owner";
import { addClosetItem } from "@/lib/closet";
import type { Category } from "@/lib/constants";
import { resetEnvForTests } from "@/lib/env";
import { processImage, storeImage } from "@/lib/images";
import { createInspiration } from "@/lib/inspiration";
import type { Owner } from "@/lib/owner";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { garmentPhoto, outfitPhoto } from "../unit/ai-fixtures";
import { request } from "./closet-support";

export { newGuest, newUser } from "./closet-support";

/**
 * Against real Postgres the harness leaves DATA_DIR unset (uploads would land in the repo's .data):
 * give the file a folder of its own. Call at the top of a test file.
 */
export function giveFileItsOwnDataDir(): void {
  const own = process.env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "stylematch-ai-it-"));
  if (!own) return;
  process.env.DATA_DIR = own;
  resetEnvForTests();
  afterAll(() => rmSync(own, { recursive: true, force: true }));
}

export async function ownerOf(cookie: string): Promise<Owner> {
  const owner = await getOwner(request(cookie, "/api/user"));
  if (!owner) throw new Error("the cookie names no owner");
  return owner;
}

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

export type Answer<T = unknown> = { status: number; body: T; headers: Headers };

async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

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
export type Message = { message: string };

export const api = {
  analyzeItem: async <T = { styleTags: string[] }>(cookie: string | null, id: number | string) =>
    answer<T>(await postClosetAnalyze(request(cookie, `/api/closet/${id}/analyze`, { method: "POST" }), withId(id))),
  analyzeInspiration: async <T = { styleTags: string[] }>(cookie: string | null, id: number | string) =>
    answer<T>(
      await postInspirationAnalyze(request(cookie, `/api/inspiration/${id}/analyze`, { method: "POST" }), withId(id)),
    ),
  matching: async <T = MatchBody>(cookie: string | null, id: number | string) =>
    answer<T>(await getMatching(request(cookie, `/api/inspiration/${id}/matching`), withId(id))),
  missingPieces: async <T = MissingBody>(cookie: string | null, id: number | string) =>
    answer<T>(await getMissingPieces(request(cookie, `/api/inspiration/${id}/missing-pieces`), withId(id))),
  suggestions: async <T = { outfits: OutfitBody[] }>(cookie: string | null, body: unknown = {}) =>
    answer<T>(await postSuggestions(request(cookie, "/api/outfits/suggestions", json(body)))),
  chat: async <T = { response: string }>(cookie: string | null, body: unknown) =>
    answer<T>(await postChat(request(cookie, "/api/chat", json(body)))),
};
