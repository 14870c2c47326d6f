import "server-only";

import { importInvalid } from "@/lib/errors";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { z } from "zod";
import { EXPORT_FORMAT, EXPORT_VERSION } from "./export-format";
import type { RowLimits } from "./import-limits";
import { type ImportedRow, type ImportedSettings, parseRows, parseSettings, type RowKind } from "./import-rows";

/**
 * data.json of an account export (lib/account/export-data.ts), as the restore reads it back: each
 * section of rows at most as many as an account may keep (lib/account/import-limits.ts), each row
 * checked as the API checks that kind (lib/account/import-rows.ts). Sections added by later issues
 * are optional, so an archive made before them still reads (an export without `wears`, `trips`,
 * `plans` or `buyChecks`).
 * What the export writes but the restore leaves out is not parsed: the account itself, shares (a
 * link belongs to the instance that made it), the trash and the AI cache (rebuilt on demand). Of the
 * account only its linked sign-in providers are read: they come back only to the very account that
 * was exported (lib/account/import-commit.ts).
 */
const section = (what: string, max: number) =>
  z.array(z.unknown()).max(max, IMPORT_TEXT.tooManyRows(what, max)).optional().default([]);

const sectionsSchema = (limits: RowLimits) =>
  z.object({
    closetItems: section(IMPORT_TEXT.counts.closet, limits.closetItems),
    inspirationImages: section(IMPORT_TEXT.counts.inspiration, limits.inspirationImages),
    outfits: section(IMPORT_TEXT.counts.outfits, limits.outfits),
    wears: section(IMPORT_TEXT.counts.wears, limits.wears),
    trips: section(IMPORT_TEXT.counts.trips, limits.trips),
    plans: section(IMPORT_TEXT.counts.plans, limits.plans),
    buyChecks: section(IMPORT_TEXT.counts.buyChecks, limits.buyChecks),
    settings: z.unknown().optional(),
    account: z.unknown().optional(),
    shares: z.array(z.unknown()).optional().default([]),
    deletedInspirationImages: z.array(z.unknown()).optional().default([]),
  });

export type ExportData = { [K in RowKind]: ImportedRow<K>[] } & {
  settings: ImportedSettings | null;
  /** The archive's account and its linked sign-in providers, which only that same account gets back. */
  account: ExportedAccount;
  shares: unknown[];
  deletedInspirationImages: unknown[];
};
export type ImportedClosetItem = ImportedRow<"closetItems">;
export type ImportedTrip = ImportedRow<"trips">;
export type ImportedBuyCheck = ImportedRow<"buyChecks">;

/**
 * Parses data.json's bytes: JSON, then the format and version (an archive made before the version
 * was written is version 1), then the sections' sizes, then every row. Every refusal is a 400 whose
 * message says what is wrong, and where.
 */
export function parseExportData(bytes: Buffer, limits: RowLimits): ExportData {
  if (tooManyContainers(bytes)) throw importInvalid(IMPORT_TEXT.packedDataJson);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw importInvalid(IMPORT_TEXT.malformedDataJson("it is not JSON"));
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw importInvalid(IMPORT_TEXT.malformedDataJson("it is not an object"));
  const { format, version } = json as { format?: unknown; version?: unknown };
  if (format !== undefined && format !== EXPORT_FORMAT)
    throw importInvalid(IMPORT_TEXT.malformedDataJson(`its format is not "${EXPORT_FORMAT}"`));
  if (version !== undefined && version !== EXPORT_VERSION)
    throw importInvalid(IMPORT_TEXT.unknownVersion(JSON.stringify(version).slice(0, 40)));
  const parsed = sectionsSchema(limits).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.code === "too_big" && issue.path.length === 1) throw importInvalid(issue.message);
    throw importInvalid(IMPORT_TEXT.malformedDataJson(`${issue.path.join(".") || "data"}: ${issue.message}`));
  }
  const sections = parsed.data;
  return {
    closetItems: parseRows("closetItems", sections.closetItems),
    inspirationImages: parseRows("inspirationImages", sections.inspirationImages),
    outfits: parseRows("outfits", sections.outfits),
    wears: parseRows("wears", sections.wears),
    trips: parseRows("trips", sections.trips),
    plans: parseRows("plans", sections.plans),
    buyChecks: parseRows("buyChecks", sections.buyChecks),
    settings: parseSettings(sections.settings),
    account: exportedAccount(sections.account),
    shares: sections.shares,
    deletedInspirationImages: sections.deletedInspirationImages,
  };
}

export type ExportedAccount = {
  id: number | null;
  email: string | null;
  identities: { provider: string; subject: string; email: string | null }[];
  /** Listed entries that are not a provider account (left out). */
  unreadable: number;
};

const identitySchema = z.object({
  provider: z.enum(["oidc", "google", "github"]),
  subject: z.string().min(1).max(255),
  email: z.string().max(320).nullable().optional().default(null),
});

/**
 * The archive's account as far as a restore uses it: its id and e-mail (to recognise the same
 * account) and its linked sign-in providers. Read leniently: the account section was never restored,
 * so an archive whose account is odd still restores everything else.
 */
function exportedAccount(account: unknown): ExportedAccount {
  const { id, email, identities } = (account ?? {}) as { id?: unknown; email?: unknown; identities?: unknown };
  const listed = Array.isArray(identities) ? identities : [];
  const read = listed.map((identity) => identitySchema.safeParse(identity)).filter((parsed) => parsed.success);
  return {
    id: Number.isSafeInteger(id) ? (id as number) : null,
    email: typeof email === "string" ? email.toLowerCase() : null,
    identities: read.map((parsed) => parsed.data),
    unreadable: listed.length - read.length,
  };
}

/**
 * Objects and lists data.json may open: one per BYTES_PER_CONTAINER bytes, and a few thousand more
 * for a small file. An export's densest rows (a trip's days, an empty wear, a trashed image) open one
 * per 40 bytes or more; a file of `{}`s opens one per 3 and takes 23 times its size to parse (1 GB
 * and 10 s for 45 MB, measured), while at this density 45 MB takes at most about 425 MB.
 */
const BYTES_PER_CONTAINER = 24;
const CONTAINERS_ALLOWED = 10_000;

/** Counts `{` and `[` outside strings, byte by byte (no UTF-8 continuation byte is ASCII). */
function tooManyContainers(bytes: Buffer): boolean {
  let room = CONTAINERS_ALLOWED + bytes.length / BYTES_PER_CONTAINER;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === 0x5c)
        i++; // a backslash: the next byte is escaped, never the string's end
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if ((byte === 0x7b || byte === 0x5b) && --room < 0) return true;
  }
  return false;
}
