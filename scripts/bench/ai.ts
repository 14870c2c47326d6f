/**
 * AI figures for `npm run bench`:
 * - input tokens per analysis of a 4032×3024 phone photo after downscaling, computed from the
 *   downscaled size (w·h/750) and as the fake Messages API decoded and billed it;
 * - local-provider time per tag, match and outfit call (median of N after a warm-up);
 * - bounded work on a huge closet: the closet lines and input tokens of a Claude matching prompt from
 *   a 500-item closet, and the local outfit solver on a synthetic 5,000-item closet (target < 200 ms).
 * lib/ai is server-only code (`import "server-only"`), so the measuring runs in a child process
 * started with the react-server condition; `benchAi` only spawns it and reads its JSON.
 */
import { type Figures, measureInChild, runAsMeasureChild } from "./server-only-child";
import { syntheticCloset } from "./synthetic-closet";

const RUNS = 9;

export async function benchAi(): Promise<Figures> {
  return measureInChild(import.meta.url, { ANTHROPIC_API_KEY: "" });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median of N after a warm-up; the warm-up is reported too (for matching it is the cold colour cache). */
async function timed(run: () => Promise<unknown>): Promise<string> {
  const first = performance.now();
  await run();
  const firstMs = performance.now() - first;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return `${median(times).toFixed(1)} ms (median of ${RUNS}; first call ${firstMs.toFixed(0)} ms)`;
}

async function measure(): Promise<Figures> {
  const { resetEnvForTests } = await import("@/lib/config/env");
  const ai = await import("@/lib/ai");
  const { boundedSize, estimateImageTokens } = await import("@/lib/ai/image");
  const { startFakeAnthropic } = await import("@/tests/support/fake-anthropic");
  const { garmentPhoto, outfitPhoto, phonePhoto } = await import("@/tests/unit/ai-fixtures");
  const figures: Figures = {};

  const size = boundedSize(4032, 3024);
  figures["4032×3024 photo downscaled to"] = `${size.width}×${size.height}`;
  figures["image input tokens per analysis (w·h/750)"] = estimateImageTokens(size.width, size.height);
  const fake = await startFakeAnthropic();
  try {
    process.env.ANTHROPIC_API_KEY = "bench-key";
    process.env.ANTHROPIC_BASE_URL = fake.url;
    resetEnvForTests();
    fake.enqueue({ kind: "json", value: { tags: ["minimalist", "navy", "beige", "smart casual"] } });
    await ai.tagImage({ bytes: await phonePhoto() }, { kind: "inspiration" });
    const [request] = fake.requests;
    const image = request!.images[0]!;
    figures["image as the fake API decoded it"] =
      `${image.width}×${image.height} ${image.format}, ${(image.bytes / 1024).toFixed(0)} KiB`;
    figures["image input tokens seen by the fake API"] = image.tokens;
    figures["total input tokens per tag call (image + prompt, fake's estimate)"] = request!.inputTokens;

    fake.enqueue({ kind: "json", value: { matchingItems: [], matchScore: 50, styleNotes: "Bench." } });
    const look = await outfitPhoto({ top: "#1b2a4a", bottom: "#c19a6b", shoes: "#0a0a0a" });
    await ai.matchInspiration({ bytes: look, styleTags: ["navy", "camel", "classic", "wool"] }, syntheticCloset(500));
    const match = fake.requests.at(-1)!;
    const lines = match.texts
      .join("\n")
      .split("\n")
      .filter((line) => line.startsWith("Item id ")).length;
    figures["Claude matching prompt, 500-item closet: closet lines, input tokens (fake's estimate)"] =
      `${lines} lines, ${match.inputTokens} tokens`;
  } finally {
    await fake.close();
    process.env.ANTHROPIC_API_KEY = "";
    delete process.env.ANTHROPIC_BASE_URL;
    resetEnvForTests();
  }

  const upload = await outfitPhoto({ top: "#1b2a4a", bottom: "#c19a6b", shoes: "#0a0a0a", width: 1024, height: 1365 });
  const phone = await phonePhoto();
  const palette = ["#1b2a4a", "#f5eedc", "#d9c9ad", "#0a0a0a", "#c62828", "#6b6b2a", "#2f5fb3", "#6f4a2f"];
  const categories = ["tops", "bottoms", "shoes", "outerwear", "accessories", "tops", "bottoms", "dresses"];
  const closet = await Promise.all(
    Array.from({ length: 24 }, async (_, i) => {
      const bytes = await garmentPhoto({ fill: palette[i % palette.length]!, size: 512 });
      const category = categories[i % categories.length]!;
      return {
        id: i + 1,
        category,
        styleTags: await ai.tagImage({ bytes }, { kind: "clothing", category }),
        image: bytes,
      };
    }),
  );
  figures["local tag, 1024×1365 upload"] = await timed(() => ai.tagImage({ bytes: upload }, { kind: "inspiration" }));
  figures["local tag, 4032×3024 phone photo"] = await timed(() =>
    ai.tagImage({ bytes: phone }, { kind: "inspiration" }),
  );
  figures["local match, 24-item closet with photos"] = await timed(() =>
    ai.matchInspiration({ bytes: upload }, closet),
  );
  figures["local missing pieces, 24-item closet"] = await timed(() => ai.missingPieces({ bytes: upload }, closet));
  figures["local outfits, 24-item closet"] = await timed(() => ai.suggestOutfits(closet));
  figures["local outfits, 24-item closet, winter + old-money"] = await timed(() =>
    ai.suggestOutfits(closet, { season: "winter", styleTheme: "old-money" }),
  );

  const { solveOutfits } = await import("@/lib/ai/local/outfits");
  const { coloursFromTags } = await import("@/lib/ai/local/profile");
  const { slotOf } = await import("@/lib/style/outfit-rules");
  const huge = syntheticCloset(5000);
  const profiles = huge.map((item) => ({
    ...item,
    slot: slotOf(item.category),
    tags: [...item.styleTags],
    colours: coloursFromTags(item.styleTags),
  }));
  figures["local outfit solver, 5,000-item closet, ms (target < 200)"] = await timed(async () =>
    solveOutfits(profiles, {}),
  );
  figures["local outfit solver, 5,000-item closet, winter + old-money, ms (target < 200)"] = await timed(async () =>
    solveOutfits(profiles, { season: "winter", styleTheme: "old-money" }),
  );
  figures["local outfits end to end (engine, rules, profiling), 5,000-item tagged closet"] = await timed(() =>
    ai.suggestOutfits(huge),
  );
  return figures;
}

runAsMeasureChild(import.meta.url, measure);
