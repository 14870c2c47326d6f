/** What POST /api/account/import added, per kind (issue #30); `settings` is 1 when the archive's were applied. */
export type ImportCounts = {
  closet: number;
  inspiration: number;
  outfits: number;
  wears: number;
  trips: number;
  settings: number;
};

/** POST /api/account/import's answer: what was added, and a sentence for each thing left out. */
export type ImportSummary = { imported: ImportCounts; skipped: string[] };
