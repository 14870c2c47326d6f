import "server-only";

import { aiTotalLimit } from "@/lib/ai/limits";
import { type Owner, ownerKey } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import type { z } from "zod";
import { inspirationResultsPrefix } from "./keys";

/** What is cached: each kind is one screen's answer. */
export type AiResultKind = "matching" | "missing-pieces" | "outfits";

export type CachedAiResult<T> = {
  owner: Owner;
  kind: AiResultKind;
  /** From lib/ai-results/keys.ts: every input the answer depends on. */
  inputKey: string;
  /** Re-validates what was stored; a stored answer that no longer parses is recomputed. */
  schema: z.ZodType<T>;
  /** Counted only when the provider is really asked: viewing a cached answer again is free. */
  limit: Omit<RateLimitRule, "key">;
  compute: () => Promise<T>;
};

/**
 * Per-process single flight: a second request for the same answer while the first is being
 * computed (a double click, two tabs, React's strict-mode double fetch) waits for that one instead
 * of paying for a second AI call. On globalThis because the request gate has its own module copies.
 */
const holder = globalThis as unknown as { __stylematchAiFlights?: Map<string, Promise<unknown>> };
const flights = (holder.__stylematchAiFlights ??= new Map());

/**
 * The owner's cached answer for these inputs, or a freshly computed one that is then stored.
 * Failures are not cached: the next view asks again.
 */
export function cachedAiResult<T>(options: CachedAiResult<T>): Promise<T> {
  const flightKey = [ownerKey(options.owner), options.kind, options.inputKey].join("\u0000");
  const running = flights.get(flightKey) as Promise<T> | undefined;
  if (running) return running;
  const flight = readOrCompute(options).finally(() => flights.delete(flightKey));
  flights.set(flightKey, flight);
  return flight;
}

/**
 * The owner's cached answer for these inputs, or null: never asks the provider. A server-rendered
 * screen shows a cached answer at once and leaves a missing one to its API call (and its limits).
 */
export async function readCachedAiResult<T>({
  owner,
  kind,
  inputKey,
  schema,
}: Pick<CachedAiResult<T>, "owner" | "kind" | "inputKey" | "schema">): Promise<T | null> {
  const db = await getDb();
  const where = { ownerKey: ownerKey(owner), kind, inputKey };
  const stored = await db.aiResult.findUnique({ where: { ownerKey_kind_inputKey: where }, select: { result: true } });
  const parsed = stored ? schema.safeParse(stored.result) : null;
  return parsed?.success ? parsed.data : null;
}

async function readOrCompute<T>({ owner, kind, inputKey, schema, limit, compute }: CachedAiResult<T>): Promise<T> {
  const cached = await readCachedAiResult({ owner, kind, inputKey, schema });
  if (cached !== null) return cached;
  await enforceRateLimit({ ...limit, key: ownerKey(owner) });
  await enforceRateLimit(aiTotalLimit());
  const value = await compute();
  const result = JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
  const where = { ownerKey: ownerKey(owner), kind, inputKey };
  try {
    const db = await getDb();
    await db.aiResult.upsert({
      where: { ownerKey_kind_inputKey: where },
      create: { ...where, result },
      update: { result, createdAt: new Date() },
    });
  } catch (error) {
    // P2002: another instance stored the same inputs' answer at the same moment, theirs is as good as
    // ours. Anything else: the answer was paid for and is valid, so serve it uncached rather than fail.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) {
      console.error("[stylematch] could not cache an AI answer", error);
    }
  }
  return value;
}

/** Drops one cached answer (e.g. one whose stored rows have since gone). */
export async function forgetAiResult(owner: Owner, kind: AiResultKind, inputKey: string): Promise<void> {
  const db = await getDb();
  await db.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner), kind, inputKey } });
}

/** The owner's cached answers about one inspiration image, for a deleteMany inside the caller's own transaction. */
export function inspirationResultsWhere(owner: Owner, inspirationId: number) {
  return { ownerKey: ownerKey(owner), inputKey: { startsWith: inspirationResultsPrefix(inspirationId) } };
}

/** Drops every cached answer about one inspiration image. */
export async function forgetInspirationResults(owner: Owner, inspirationId: number): Promise<void> {
  const db = await getDb();
  await db.aiResult.deleteMany({ where: inspirationResultsWhere(owner, inspirationId) });
}
