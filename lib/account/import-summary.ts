/** What POST /api/account/import added, per kind (issue #30); `settings` is 1 when the archive's were applied. */
export type ImportCounts = {
  closet: number;
  inspiration: number;
  outfits: number;
  wears: number;
  trips: number;
  plans: number;
  buyChecks: number;
  settings: number;
};

/** POST /api/account/import's answer: what was added, and a sentence for each thing left out. */
export type ImportSummary = { imported: ImportCounts; skipped: string[] };

/**
 * How far a restore has got through its archive's photos (issue #40), told while it runs: `done` of
 * `total` photos processed (or passed over), and whether the next one waits for a processing slot.
 */
export type ImportProgress = { done: number; total: number; waiting: boolean };
