import { type AiClosetItem, matchInspiration, missingPieces, suggestOutfits } from "@/lib/ai";
import { LOCAL_CLOSET_ITEMS } from "@/lib/ai/local";
import { PROMPT_ITEMS } from "@/lib/ai/prompt";
import { relevanceToLook, relevanceToRequest, selectRelevant } from "@/lib/ai/relevance";
import { resetEnvForTests } from "@/lib/config/env";
import { CATEGORIES } from "@/lib/constants";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { garmentPhoto, outfitPhoto } from "./ai-fixtures";
import { runOnLocalProvider } from "./local-provider";
import { wordedIds, wordsForEveryOutfit } from "../support/ai-words";
import { type FakeAnthropic, type RecordedRequest, startFakeAnthropic } from "../support/fake-anthropic";

// The look is read with the pose model (lib/vision/person.ts): its first load takes a second or two.
vi.setConfig({ testTimeout: 30_000 });

/**
 * "AI prompts carry at most a bounded number of closet lines, chosen by relevance": a 500-item closet
 * through the real Anthropic provider (against the fake Messages API) and the local provider.
 */
const CLOSET_SIZE = 500;
const LOOK_TAGS = ["navy", "grey", "minimalist", "wool", "solid"];

/** Category by id, cycling through every category; which ids fit the look is decided below. */
const categoryOf = (id: number) => CATEGORIES[id % CATEGORIES.length]!;
/** Some twenty pieces that are the look (navy/grey minimalist wool), spread over tops, bottoms, shoes and outerwear. */
const fits = new Set(
  Array.from({ length: 500 }, (_, i) => i + 1)
    .filter((id) => ["tops", "bottoms", "shoes", "outerwear"].includes(categoryOf(id)) && id % 37 < 3)
    .slice(0, 24),
);
/** Pieces that share a little (grey, or minimalist): every 9th id, suits never. */
const near = (id: number) => !fits.has(id) && id % 9 === 0 && categoryOf(id) !== "suits";

function lookCloset(): AiClosetItem[] {
  return Array.from({ length: CLOSET_SIZE }, (_, i) => {
    const id = i + 1;
    const styleTags = fits.has(id)
      ? ["navy", "minimalist", "wool", "solid"]
      : near(id)
        ? id % 2
          ? ["grey", "casual", "cotton"]
          : ["black", "minimalist", "linen"]
        : ["red", "streetwear", "graphic", "bold"];
    return { id, category: categoryOf(id), styleTags };
  });
}

/** The closet lines of a prompt: "Item id N · category · …". */
const listedIds = (request: RecordedRequest) =>
  request.texts
    .join("\n")
    .split("\n")
    .flatMap((line) => line.match(/^Item id (\d+) · /)?.[1] ?? [])
    .map(Number);

describe("bounded closet selection", () => {
  it("keeps every item of a small closet, ranked, and is deterministic with ties to the newest", () => {
    const items = [1, 2, 3].map((id) => ({ id, category: "tops", styleTags: ["red"] }));
    expect(selectRelevant(items, () => 0, 10).map((item) => item.id)).toEqual([3, 2, 1]);
    const closet = lookCloset();
    const first = selectRelevant(closet, relevanceToLook(LOOK_TAGS), 60);
    expect(selectRelevant([...closet].reverse(), relevanceToLook(LOOK_TAGS), 60)).toEqual(first);
  });

  it("ranks pieces sharing the look's colours and style above unrelated ones, and untagged ones in between", () => {
    const score = relevanceToLook(LOOK_TAGS);
    const fit = score({ styleTags: ["navy", "minimalist", "wool"] });
    const untagged = score({ styleTags: [] });
    const unrelated = score({ styleTags: ["red", "streetwear", "graphic"] });
    expect(fit).toBeGreaterThan(untagged);
    expect(untagged).toBeGreaterThan(unrelated);
    expect(score({ styleTags: ["blue", "minimalist"] })).toBeGreaterThan(
      score({ styleTags: ["orange", "minimalist"] }),
    ); // blue is near navy
  });

  it("ranks pieces for an outfit request by theme, season and preference", () => {
    const score = relevanceToRequest({ season: "winter", styleTheme: "old-money", preferences: "no black" });
    expect(score({ styleTags: ["camel", "wool", "old-money", "winter"] })).toBeGreaterThan(
      score({ styleTags: ["camel", "casual"] }),
    );
    expect(score({ styleTags: ["black", "old-money", "winter"] })).toBeLessThan(
      score({ styleTags: ["navy", "old-money", "winter"] }),
    );
  });

  it("keeps every category of the closet in view, even one with nothing relevant", () => {
    const chosen = selectRelevant(lookCloset(), relevanceToLook(LOOK_TAGS), 60);
    expect(chosen).toHaveLength(60);
    expect(new Set(chosen.map((item) => item.category))).toEqual(new Set(CATEGORIES));
    for (const id of fits) expect(chosen.map((item) => item.id)).toContain(id);
    // Unrelated pieces only where a category has nothing better: the suits.
    expect(
      chosen
        .filter((item) => !fits.has(item.id) && !near(item.id))
        .map((item) => item.category)
        .filter((category) => category !== "suits"),
    ).toEqual([]);
  });
});

describe("Anthropic prompts from a 500-item closet", { timeout: 30_000 }, () => {
  let fake: FakeAnthropic;
  const saved = { ...process.env };
  beforeAll(async () => {
    fake = await startFakeAnthropic();
  });
  afterAll(async () => {
    await fake.close();
    process.env = saved;
    resetEnvForTests();
  });
  beforeEach(() => {
    Object.assign(process.env, {
      ANTHROPIC_API_KEY: "test-key",
      ANTHROPIC_BASE_URL: fake.url,
      ANTHROPIC_MAX_RETRIES: "0",
    });
    resetEnvForTests();
    fake.requests.length = 0;
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const inspiration = async () => ({
    bytes: await outfitPhoto({ top: "#1b2a4a", bottom: "#9a9a9a", shoes: "#1b2a4a", width: 300, height: 400 }),
    styleTags: LOOK_TAGS,
  });

  it("matching lists at most the bound, the look's own pieces first, every category, and reads only those photos", async () => {
    const photo = await garmentPhoto({ fill: "#1b2a4a", size: 64 });
    const loaded: number[] = [];
    const closet = lookCloset().map((item) => ({ ...item, image: async () => (loaded.push(item.id), photo) }));
    fake.enqueue({
      kind: "json",
      value: { matchingItems: [...fits].slice(0, 3), matchScore: 80, styleNotes: "Navy wool carries it." },
    });
    const result = await matchInspiration(await inspiration(), closet);
    expect(result.matchingItems).toEqual([...fits].slice(0, 3));

    const [request] = fake.requests;
    const ids = listedIds(request!);
    expect(ids.length).toBe(PROMPT_ITEMS.match);
    expect(ids).toEqual([...ids].sort((a, b) => a - b)); // in the closet's order
    for (const id of fits) expect(ids).toContain(id);
    expect(new Set(ids.map(categoryOf))).toEqual(new Set(CATEGORIES));
    const schema = request!.body.output_config!.format!.schema as {
      properties: { matchingItems: { items: { enum: number[] } } };
    };
    expect(schema.properties.matchingItems.items.enum).toEqual(ids);
    expect(request!.texts.join("\n")).toContain(`The closet holds ${CLOSET_SIZE} items`);
    // Photos: the most relevant few, never an item the prompt does not list.
    expect(loaded.length).toBeLessThanOrEqual(16);
    expect(loaded.filter((id) => !fits.has(id))).toEqual([]);
    expect(request!.images.length).toBe(1 + loaded.length);
  });

  it("missing pieces lists at most its smaller bound, still from every category", async () => {
    fake.enqueue({
      kind: "json",
      value: {
        missingPieces: [
          {
            category: "accessories",
            description: "A grey wool scarf",
            reason: "It finishes the look.",
            importance: "low",
            searchTerms: ["grey wool scarf"],
            wheretoBuy: "Any knitwear shop.",
            examples: [],
          },
        ],
      },
    });
    expect(await missingPieces(await inspiration(), lookCloset())).toHaveLength(1);
    const ids = listedIds(fake.requests[0]!);
    expect(ids.length).toBe(PROMPT_ITEMS.missing);
    expect(new Set(ids.map(categoryOf))).toEqual(new Set(CATEGORIES));
    for (const id of fits) expect(ids).toContain(id);
  });

  it("an untagged inspiration is ranked by the colours read from its pixels", async () => {
    fake.enqueue({ kind: "json", value: { matchingItems: [], matchScore: 10, styleNotes: "Little fits." } });
    await matchInspiration({ bytes: (await inspiration()).bytes }, lookCloset());
    const ids = listedIds(fake.requests[0]!);
    expect(ids.length).toBe(PROMPT_ITEMS.match);
    for (const id of fits) expect(ids).toContain(id); // navy and grey pieces, from the photo's own colours
  });

  it("outfits: the engine picks within the filters; the model is sent only those outfits' pieces to word", async () => {
    // 500 pieces; two in every 50, across every kind, are old-money wool for winter, the rest plain or clashing.
    const themed = new Set<number>();
    const closet: AiClosetItem[] = Array.from({ length: CLOSET_SIZE }, (_, i) => {
      const id = i + 1;
      const category = ["tops", "tops", "bottoms", "bottoms", "shoes", "outerwear", "accessories", "dresses"][id % 8]!;
      if (id % 50 < 2) themed.add(id);
      const styleTags = themed.has(id)
        ? ["camel", "old-money", "wool", "winter"]
        : id % 3
          ? ["red", "casual", "cotton"]
          : ["black", "streetwear", "summer"];
      return { id, category, styleTags };
    });
    fake.setFallback(wordsForEveryOutfit);
    const request = { season: "winter", styleTheme: "old-money" } as const;
    const outfits = await suggestOutfits(closet, request);
    expect(outfits.length).toBeGreaterThanOrEqual(1);
    expect(outfits[0]!.name).toBe("worded 1");

    const [sent] = fake.requests;
    const ids = wordedIds(sent!);
    const used = new Set(outfits.flatMap((outfit) => outfit.items));
    expect(new Set(ids)).toEqual(used);
    expect(ids.length).toBeLessThanOrEqual(8 * 5);
    expect(ids.filter((id) => closet[id - 1]!.styleTags.includes("streetwear"))).toEqual([]); // clashes are never picked
  });
});

describe("local provider on a 500-item closet", () => {
  runOnLocalProvider();

  it("profiles (and reads the photos of) at most its bound, chosen by the look", async () => {
    const photo = await garmentPhoto({ fill: "#1b2a4a", size: 64 });
    const loaded = new Set<number>();
    const closet = lookCloset().map((item) => ({ ...item, image: async () => (loaded.add(item.id), photo) }));
    const result = await matchInspiration(
      { bytes: await outfitPhoto({ top: "#1b2a4a", bottom: "#9a9a9a", shoes: "#1b2a4a" }), styleTags: LOOK_TAGS },
      closet,
    );
    expect(loaded.size).toBeLessThanOrEqual(LOCAL_CLOSET_ITEMS.look);
    for (const id of fits) expect(loaded).toContain(id);
    expect(result.matchingItems.filter((id) => !loaded.has(id))).toEqual([]);
    expect(result.matchingItems.length).toBeGreaterThan(0);
  });
});
