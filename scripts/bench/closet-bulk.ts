/**
 * Bulk update figures (issue 24): `bulkUpdateClosetItems` (POST /api/closet/bulk's domain call) over
 * 500 ids of a closet of 2,000 items, for set-category, add-tag, and delete followed by restore
 * (the undo), each the median of RUNS in-process calls (server time, no HTTP).
 * It runs in the `closet` section's child process (scripts/bench/closet-search.ts, CLOSET_EXTRAS), on
 * the closet that section seeded; lib/closet is server-only, hence the dynamic import.
 */
import type { Owner } from "@/lib/auth/owner";
import type { Figures } from "./server-only-child";

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
