/**
 * Bulk update figures (issue 24): `bulkUpdateClosetItems` (POST /api/closet/bulk's domain call) over
 * 500 ids of a closet of 2,000 items, for set-category, add-tag, and delete followed by restore
 * (the undo), each the median of RUNS in-process calls (server time, no HTTP).
 *
 * - `measureClosetBulk(owner, ids)` measures on whatever database the process has; the caller seeds
 *   it (scripts/bench/closet.ts seeds 2,000 items for one owner). It needs the react-server
 *   condition (lib/closet is server-only): call it from a `runAsMeasureChild` module.
 * - `benchClosetBulk()` is the whole section on its own: a child process on a fresh embedded
 *   database in a temporary DATA_DIR, seeded with 2,000 rows (no photos: bulk actions never read
 *   them). Run alone with `npx tsx scripts/bench/closet-bulk.ts`.
 */
import type { Owner } from "@/lib/owner";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Figures, measureInChild, runAsMeasureChild } from "./server-only-child";

const ITEMS = 2000;
const BULK = 500;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (values: number[]) =>
  `${median(values).toFixed(1)} ms (median of ${values.length}; min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`;

/** Times the bulk actions over `ids` (the first 500 are used) of `owner`'s closet; leaves the items as they were found, bar tags and category. */
export async function measureClosetBulk(owner: Owner, ids: readonly number[]): Promise<Figures> {
  const { bulkUpdateClosetItems } = await import("@/lib/closet");
  const chosen = ids.slice(0, BULK);
  const time = async (input: Parameters<typeof bulkUpdateClosetItems>[1]) => {
    const started = performance.now();
    const result = await bulkUpdateClosetItems(owner, input);
    const elapsed = performance.now() - started;
    if (result.updated !== chosen.length) throw new Error(`${input.action}: ${JSON.stringify(result)}`);
    return elapsed;
  };
  const setCategory: number[] = [];
  const addTag: number[] = [];
  const remove: number[] = [];
  const restore: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    setCategory.push(await time({ ids: chosen, action: "set-category", value: run % 2 ? "tops" : "bottoms" }));
    addTag.push(await time({ ids: chosen, action: "add-tag", value: `bench-${run}` }));
    await time({ ids: chosen, action: "remove-tag", value: `bench-${run}` });
    remove.push(await time({ ids: chosen, action: "delete" }));
    restore.push(await time({ ids: chosen, action: "restore" }));
  }
  return {
    [`bulk set-category, ${chosen.length} of ${ids.length} items`]: ms(setCategory),
    [`bulk add-tag, ${chosen.length} items`]: ms(addTag),
    [`bulk delete (to the trash), ${chosen.length} items`]: ms(remove),
    [`bulk restore (undo), ${chosen.length} items`]: ms(restore),
  };
}

export async function benchClosetBulk(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stylematch-bench-bulk-"));
  try {
    return await measureInChild(import.meta.url, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ANTHROPIC_API_KEY: "",
      STORAGE_DRIVER: "local",
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The child: a guest with ITEMS rows, then the measurement. */
async function seedAndMeasure(): Promise<Figures> {
  const { closeDb, getDb } = await import("@/lib/db");
  const { createGuest } = await import("@/lib/guests/guests");
  const owner: Owner = { kind: "guest", guestId: await createGuest() };
  const db = await getDb();
  const rows = await db.clothingItem.createManyAndReturn({
    data: Array.from({ length: ITEMS }, (_, i) => ({
      guestId: owner.guestId,
      imageUrl: `/uploads/closet/bench-${i}.webp`,
      imageKey: `closet/bench-${i}.webp`,
      thumbnailUrl: `/uploads/closet/thumbs/bench-${i}.webp`,
      thumbnailKey: `closet/thumbs/bench-${i}.webp`,
      category: "tops",
      styleTags: ["casual", "cotton", "navy"],
      name: `item ${i}`,
    })),
    select: { id: true },
  });
  try {
    return await measureClosetBulk(
      owner,
      rows.map((row) => row.id),
    );
  } finally {
    await closeDb();
  }
}

runAsMeasureChild(import.meta.url, seedAndMeasure);

// `npx tsx scripts/bench/closet-bulk.ts`: the section alone.
if (process.argv[1] === fileURLToPath(import.meta.url) && !process.argv.includes("--measure")) {
  benchClosetBulk().then(
    (figures) => {
      for (const [figure, value] of Object.entries(figures)) console.log(`  ${figure}: ${value}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
