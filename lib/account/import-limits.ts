import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import { importInvalid } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import type { RowKind } from "./import-rows";

export type RowLimits = Record<RowKind, number>;

/**
 * How many outfits, wears, trips, plans and "before you buy" checks an account may keep through a
 * restore. The API has no maximum for these (it adds them one at a time, by hand; plans at most 3 a
 * day, but past ones stay; checks at most 60 an hour), so these are generous: thousands of saved
 * outfits, a wear a day for half a century, a trip a month for 25 years, a plan a day for 8 years, a
 * check a day for almost 3 years. They keep an account's answers (GET /api/outfits lists every outfit,
 * GET /api/buy-checks every check, the export writes every row) within what a request can build; the
 * plans' and checks' bounds also keep data.json's cap (below) under 55 MiB.
 */
export const OWNER_ROW_LIMITS = { outfits: 5_000, wears: 20_000, trips: 300, plans: 3_000, buyChecks: 1_000 } as const;

/** Every kind's maximum: the closet's and the gallery's are the API's own (lib/config/env.ts). */
export const rowLimits = (): RowLimits => ({
  closetItems: env().CLOSET_MAX_ITEMS,
  inspirationImages: env().INSPIRATION_MAX_IMAGES,
  ...OWNER_ROW_LIMITS,
});

/**
 * data.json's bytes for one row of each kind at every bound (text at its longest, in ASCII; ids of
 * ten digits), as the export writes it: measured by tests/unit/account-import-limits.test.ts.
 */
export const ROW_MAX_BYTES: RowLimits = {
  closetItems: 7_200,
  inspirationImages: 900,
  outfits: 1_300,
  wears: 350,
  trips: 28_500,
  plans: 550,
  buyChecks: 10_300,
};
/** The account, the AI cache, shares, the trash and earlier restores: sections the restore does not read. */
export const UNREAD_SECTIONS_BYTES = 8 * 1024 * 1024;

/**
 * The most data.json may hold: a full account's rows at every bound, and room for the sections the
 * restore skips (just under 55 MiB at the default caps). It grows with CLOSET_MAX_ITEMS and
 * INSPIRATION_MAX_IMAGES. With the bound on how densely it nests (lib/account/import-data.ts),
 * parsing it takes at most about ten times its size in memory.
 */
export function dataJsonMaxBytes(): number {
  const limits = rowLimits();
  const rows = (Object.keys(limits) as RowKind[]).reduce((sum, kind) => sum + limits[kind] * ROW_MAX_BYTES[kind], 0);
  return rows + UNREAD_SECTIONS_BYTES;
}

type Counter = Pick<Prisma.TransactionClient, "outfit" | "wear" | "trip" | "plan" | "buyCheck">;

/**
 * Refuses (400) an archive whose outfits, wears, trips, plans or checks would take the account over
 * OWNER_ROW_LIMITS beside what it holds. The closet and the gallery are not refused: the rows
 * beyond their room are left out and named (lib/account/import.ts).
 */
export async function assertRoom(
  client: Counter,
  owner: Owner,
  archive: Record<keyof typeof OWNER_ROW_LIMITS, readonly unknown[]>,
): Promise<void> {
  const where = ownerWhere(owner);
  const held = {
    outfits: await client.outfit.count({ where }),
    wears: await client.wear.count({ where }),
    trips: await client.trip.count({ where }),
    plans: await client.plan.count({ where }),
    buyChecks: await client.buyCheck.count({ where }),
  };
  for (const kind of ["outfits", "wears", "trips", "plans", "buyChecks"] as const) {
    const max = OWNER_ROW_LIMITS[kind];
    if (held[kind] + archive[kind].length > max)
      throw importInvalid(IMPORT_TEXT.accountFull(IMPORT_TEXT.counts[kind], max));
  }
}
