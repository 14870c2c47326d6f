/**
 * AI route figures for `npm run bench`: provider calls made by the AI routes on a first and on a
 * repeated view (the repeated matching view must make 0), with the real Anthropic provider against
 * the loopback fake Messages API (its request count is the measure), and the local analyzer's view
 * times, first and cached. The route handlers run in a child process (react-server condition, as
 * lib/ai is server-only) on a fresh embedded database in a temporary DATA_DIR; `benchAiRoutes` only
 * spawns it and reads its JSON.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Figures, measureInChild, runAsMeasureChild } from "./server-only-child";

const RUNS = 9;

export async function benchAiRoutes(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stylematch-bench-ai-"));
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(): Promise<Figures> {
  const { resetEnvForTests } = await import("@/lib/config/env");
  const { closeDb } = await import("@/lib/db");
  const { getOwner } = await import("@/lib/auth/current-owner");
  const { addClosetItem } = await import("@/lib/closet");
  const { processImage, storeImage } = await import("@/lib/images");
  const { createInspiration } = await import("@/lib/inspiration");
  const { POST: postGuest } = await import("@/app/api/guest/route");
  const { GET: matching } = await import("@/app/api/inspiration/[id]/matching/route");
  const { GET: missingPieces } = await import("@/app/api/inspiration/[id]/missing-pieces/route");
  const { POST: suggestions } = await import("@/app/api/outfits/suggestions/route");
  const { localProvider } = await import("@/lib/ai/local");
  const { startFakeAnthropic } = await import("@/tests/support/fake-anthropic");
  const { garmentPhoto, outfitPhoto } = await import("@/tests/unit/ai-fixtures");
  const base = "http://127.0.0.1:3961";
  const figures: Figures = {};

  /** A guest with a 12-item closet and one inspiration image, stored as uploads are. */
  async function newOwner() {
    const response = await postGuest(
      new Request(`${base}/api/guest`, { method: "POST", headers: { "x-forwarded-for": `bench-${Math.random()}` } }),
    );
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const owner = await getOwner(new Request(`${base}/api/user`, { headers: { cookie } }));
    if (!owner) throw new Error(`no guest session (status ${response.status})`);
    const palette = ["#1b2a4a", "#f5eedc", "#d9c9ad", "#0a0a0a", "#c62828", "#6f4a2f"];
    const kinds = [
      ["tops", "shirt"],
      ["bottoms", "trousers"],
      ["shoes", "shoe"],
      ["tops", "shirt"],
      ["bottoms", "trousers"],
      ["dresses", "dress"],
    ] as const;
    const items: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [category, shape] = kinds[i % kinds.length]!;
      items.push(
        (
          await addClosetItem(owner, {
            bytes: await garmentPhoto({ fill: palette[i % palette.length]!, shape }),
            category,
          })
        ).id,
      );
    }
    const look = await outfitPhoto({ top: "#1b2a4a", bottom: "#d9c9ad", shoes: "#6f4a2f", width: 1200, height: 1600 });
    const image = (await createInspiration(owner, await storeImage("inspiration", await processImage(look)))).id;
    const get =
      (handler: (req: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>, route: string) =>
      async () => {
        const answer = await handler(
          new Request(`${base}/api/inspiration/${image}/${route}`, { headers: { cookie } }),
          {
            params: Promise.resolve({ id: String(image) }),
          },
        );
        if (answer.status !== 200) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
        return answer.json();
      };
    const suggest = async () => {
      const answer = await suggestions(
        new Request(`${base}/api/outfits/suggestions`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: "{}",
        }),
      );
      if (answer.status !== 200) throw new Error(`suggestions: ${answer.status} ${await answer.text()}`);
      return answer.json();
    };
    return { items, match: get(matching, "matching"), missing: get(missingPieces, "missing-pieces"), suggest };
  }

  // Anthropic provider (real SDK code) against the fake Messages API: count what reaches it.
  const fake = await startFakeAnthropic();
  try {
    Object.assign(process.env, { ANTHROPIC_API_KEY: "bench-key", ANTHROPIC_BASE_URL: fake.url });
    resetEnvForTests();
    const owner = await newOwner();
    const [top, bottom, shoes] = owner.items;
    fake.setFallback((request) => {
      const schema = JSON.stringify(request.body.output_config?.format?.schema ?? {});
      if (schema.includes('"matchScore"'))
        return {
          kind: "json",
          value: {
            matchingItems: [top, bottom],
            matchScore: 70,
            styleNotes: "Your navy top and sand trousers carry it.",
          },
        };
      if (schema.includes('"missingPieces"'))
        return {
          kind: "json",
          value: {
            missingPieces: [
              {
                category: "outerwear",
                description: "A camel coat",
                reason: "It finishes the look.",
                importance: "medium",
                searchTerms: ["camel coat"],
                wheretoBuy: "Department stores.",
                examples: [],
              },
            ],
          },
        };
      return {
        kind: "json",
        value: {
          outfits: [
            {
              name: "navy & sand",
              description: "Easy.",
              style: "minimalist",
              occasion: "weekend",
              season: "fall",
              items: [top, bottom, shoes],
            },
          ],
        },
      };
    });
    const count = async (view: () => Promise<unknown>) => {
      const before = fake.requests.length;
      await view();
      return fake.requests.length - before;
    };
    figures["AI calls, first matching view (Anthropic, fake API)"] = await count(owner.match);
    figures["AI calls made on a repeated matching view"] = await count(owner.match);
    if (figures["AI calls made on a repeated matching view"] !== 0)
      throw new Error("a repeated matching view reached the AI provider");
    figures["AI calls, first missing-pieces view"] = await count(owner.missing);
    figures["AI calls, repeated missing-pieces view"] = await count(owner.missing);
    figures["AI calls, first outfit suggestions"] = await count(owner.suggest);
    figures["AI calls, repeated outfit suggestions"] = await count(owner.suggest);
  } finally {
    await fake.close();
    process.env.ANTHROPIC_API_KEY = "";
    delete process.env.ANTHROPIC_BASE_URL;
    resetEnvForTests();
  }

  // Local analyzer: count its calls with a pass-through counter and time the views.
  let localCalls = 0;
  const realMatch = localProvider.matchInspiration.bind(localProvider);
  localProvider.matchInspiration = (...args) => (localCalls++, realMatch(...args));
  const owner = await newOwner();
  const first = performance.now();
  await owner.match();
  const firstMs = performance.now() - first;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await owner.match();
    times.push(performance.now() - started);
  }
  figures["local analyzer calls over 1 + 9 matching views"] = localCalls;
  figures["matching view, local, 12-item closet: first (computed)"] = `${firstMs.toFixed(0)} ms`;
  figures["matching view, local: repeated (cached)"] = `${median(times).toFixed(1)} ms (median of ${RUNS})`;
  await closeDb();
  return figures;
}

runAsMeasureChild(import.meta.url, measure);
