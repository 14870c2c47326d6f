/**
 * First-load JS of every page against its budget (DESIGN.md "Screens"), the app screens as a guest
 * with a full workspace. A page over its budget fails the section.
 */
import { OverBudget } from "./over-budget";
import { benchPages, firstLoadJs, kb, seedGuestWorkspace, SEEDING_ENV } from "./pages";
import { startBenchServer } from "./server";

export async function benchPageWeight(port: number): Promise<Record<string, string | number>> {
  const server = await startBenchServer(port, SEEDING_ENV);
  try {
    const workspace = await seedGuestWorkspace(server.baseUrl);
    const figures: Record<string, string | number> = {};
    const over: string[] = [];
    for (const page of benchPages(workspace.inspirationId)) {
      const weight = await firstLoadJs(server.baseUrl, page.path, page.signedIn ? workspace.cookie : "");
      const withinBudget = weight.gzipped <= page.budgetKb * 1024;
      if (!withinBudget) over.push(page.path);
      figures[`first-load JS of ${page.path} (gzipped), kB (budget ${page.budgetKb})`] =
        `${kb(weight.gzipped)} ${withinBudget ? "ok" : "OVER"} (${weight.files} files, ${kb(weight.raw)} kB raw)`;
    }
    if (over.length > 0) throw new OverBudget(`over budget: ${over.join(", ")}`, figures);
    return figures;
  } finally {
    await server.stop();
  }
}
