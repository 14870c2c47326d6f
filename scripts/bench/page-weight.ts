/**
 * First-load JS of every page against its budget (issue 31, DESIGN.md "Screens"): the framework floor
 * (./floor.ts, built and measured in this run on `port + 1`) plus the page's allowance. The app screens
 * are visited as a guest with a full workspace. A page over its budget fails the section.
 */
import { startFloorServer } from "./floor";
import { OverBudget } from "./over-budget";
import { benchPages, firstLoadJs, kb, type PageWeight, seedGuestWorkspace, SEEDING_ENV } from "./pages";
import { startBenchServer } from "./server";

const figureName = (path: string) => `first-load JS of ${path} (gzipped), kB`;
/** Always one decimal, so the figures line up: 160.0, not 160. */
const kbText = (bytes: number) => kb(bytes).toFixed(1);
const files = (weight: PageWeight) => `(${weight.files} files, ${kbText(weight.raw)} kB raw)`;

export async function benchPageWeight(port: number): Promise<Record<string, string | number>> {
  const floorServer = await startFloorServer(port + 1);
  let floor: PageWeight;
  try {
    floor = await firstLoadJs(floorServer.baseUrl, "/");
  } finally {
    await floorServer.stop();
  }

  const server = await startBenchServer(port, SEEDING_ENV);
  try {
    const workspace = await seedGuestWorkspace(server.baseUrl);
    const figures: Record<string, string | number> = {
      [figureName("the floor app's /")]: `${kbText(floor.gzipped)} ${files(floor)}`,
    };
    const over: string[] = [];
    const unmeasured: string[] = [];
    for (const page of benchPages(workspace.inspirationId)) {
      let weight: PageWeight;
      try {
        weight = await firstLoadJs(server.baseUrl, page.path, page.signedIn ? workspace.cookie : "");
      } catch (error) {
        // A page that does not answer 200 still leaves the other pages' figures to read.
        unmeasured.push(page.path);
        figures[figureName(page.path)] = `NOT MEASURED: ${error instanceof Error ? error.message : String(error)}`;
        continue;
      }
      const withinBudget = weight.gzipped <= floor.gzipped + page.budgetOverFloorKb * 1024;
      if (!withinBudget) over.push(page.path);
      // Above the floor from the rounded figures, so the printed sum adds up.
      const aboveFloor = (kb(weight.gzipped) - kb(floor.gzipped)).toFixed(1);
      figures[figureName(page.path)] =
        `${kbText(weight.gzipped)} = floor ${kbText(floor.gzipped)} + ${aboveFloor} (budget floor + ${page.budgetOverFloorKb}) ` +
        `${withinBudget ? "ok" : "OVER"} ${files(weight)}`;
    }
    const failures = [
      ...(over.length ? [`over budget: ${over.join(", ")}`] : []),
      ...(unmeasured.length ? [`not measured: ${unmeasured.join(", ")}`] : []),
    ];
    if (failures.length > 0) throw new OverBudget(failures.join("; "), figures);
    return figures;
  } finally {
    await server.stop();
  }
}
