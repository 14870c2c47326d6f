/**
 * Learning-from-corrections figures for `npm run bench -- learning` (issue #24), measured in-process
 * on a fresh embedded database (no server, no build), through the real analyze path
 * (lib/closet analyzeClosetItem with the local analyzer):
 * - 40 generated garments (./garments.ts), all uploaded under "tops" as a batch select leaves them;
 * - the owner corrects the first 10 (category and their style word, kept colours), as PATCH would;
 * - for the next 30, the share whose category and tags match the owner's labels, before learning
 *   (the plain analysis: the uploaded category and the analyzer's tags) and after (the suggestion
 *   when there is one, else the plain analysis). A match: the category is the owner's, and the tags
 *   include the owner's style word(s).
 * Also the distances that set LEARNING.threshold, and the analysis time with corrections to compare.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { garment, type Kind, KINDS, seeded, type Shade, SHADES } from "./garments";
import { type Figures, measureInChild, runAsMeasureChild } from "./server-only-child";

/** What the owner says each kind of piece is. Bags never get corrected among the first 10. */
const LABELS: Record<Kind, { category: string; tags: string[] }> = {
  shirt: { category: "tops", tags: ["casual"] },
  trousers: { category: "bottoms", tags: ["classic"] },
  dress: { category: "dresses", tags: ["romantic"] },
  skirt: { category: "bottoms", tags: ["boho"] },
  jacket: { category: "outerwear", tags: ["edgy"] },
  shoe: { category: "shoes", tags: ["sporty"] },
  bag: { category: "accessories", tags: ["classic"] },
};

const FIRST: [Kind, Shade][] = [
  ["shirt", "navy"],
  ["trousers", "black"],
  ["dress", "red"],
  ["skirt", "beige"],
  ["jacket", "olive"],
  ["shoe", "brown"],
  ["trousers", "beige"],
  ["shirt", "pink"],
  ["dress", "navy"],
  ["jacket", "black"],
];

export async function benchLearning(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stylematch-bench-learning-"));
  try {
    return await measureInChild(import.meta.url, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ANTHROPIC_API_KEY: "",
      STORAGE_DRIVER: "local",
      APP_URL: "",
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const share = (n: number, of: number) => `${n}/${of} (${Math.round((100 * n) / of)}%)`;
const matches = (kind: Kind, category: string, tags: readonly string[]) =>
  category === LABELS[kind].category && LABELS[kind].tags.every((tag) => tags.includes(tag));

async function measure(): Promise<Figures> {
  const { closeDb, getDb } = await import("@/lib/db");
  const { getOwner } = await import("@/lib/auth/current-owner");
  const { addClosetItem, analyzeClosetItem } = await import("@/lib/closet");
  const { COLOUR_TAGS, TONE_TAGS } = await import("@/lib/ai/vocabulary");
  const { analyzeColours } = await import("@/lib/ai/local/colors");
  const { lookDistance } = await import("@/lib/ai/local/learn");
  const { readStoredImage } = await import("@/lib/storage/stored-image");
  const { POST: postGuest } = await import("@/app/api/guest/route");
  const base = "http://127.0.0.1:3963";
  const guest = await postGuest(
    new Request(`${base}/api/guest`, { method: "POST", headers: { "x-forwarded-for": "bench-learning" } }),
  );
  const cookie = guest.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const owner = await getOwner(new Request(`${base}/api/user`, { headers: { cookie } }));
  if (!owner) throw new Error(`no guest session (status ${guest.status})`);

  const random = seeded(24);
  const shades = Object.keys(SHADES) as Shade[];
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const plan = [...FIRST, ...Array.from({ length: 30 }, () => [pick(KINDS), pick(shades)] as [Kind, Shade])];
  const items: { id: number; kind: Kind; thumbnailKey: string; tags: string[] }[] = [];
  const db = await getDb();
  for (const [kind, shade] of plan) {
    const { id } = await addClosetItem(owner, { bytes: await garment(kind, shade, random), category: "tops" });
    const { styleTags } = await analyzeClosetItem(owner, id);
    const { thumbnailKey } = await db.clothingItem.findUniqueOrThrow({ where: { id }, select: { thumbnailKey: true } });
    items.push({ id, kind, thumbnailKey, tags: styleTags });
  }
  const [taught, tested] = [items.slice(0, 10), items.slice(10)];
  const before = tested.filter((item) => matches(item.kind, "tops", item.tags)).length;

  // The owner's corrections, as PATCH stores them: their category, the colours seen, their style word.
  const seen = new Set<string>([...COLOUR_TAGS, ...TONE_TAGS]);
  for (const item of taught)
    await db.clothingItem.update({
      where: { id: item.id },
      data: {
        category: LABELS[item.kind].category,
        styleTags: [...item.tags.filter((tag) => seen.has(tag)), ...LABELS[item.kind].tags],
        colors: item.tags.filter((tag) => (COLOUR_TAGS as readonly string[]).includes(tag)),
        correctedAt: new Date(),
      },
    });

  let [after, offered, categoryRight, wrongOffers] = [0, 0, 0, 0];
  const times: number[] = [];
  for (const item of tested) {
    const started = performance.now();
    const { suggestion, styleTags } = await analyzeClosetItem(owner, item.id);
    times.push(performance.now() - started);
    const category = suggestion?.category ?? "tops";
    if (suggestion) offered++;
    if (suggestion && suggestion.category !== LABELS[item.kind].category) wrongOffers++;
    if (category === LABELS[item.kind].category) categoryRight++;
    if (matches(item.kind, category, suggestion?.styleTags ?? styleTags)) after++;
  }

  // Distances from each tested piece to its nearest corrected piece of the same kind and of another kind.
  const profile = async (key: string) => analyzeColours((await readStoredImage(key))!);
  const taughtProfiles = await Promise.all(taught.map(async (item) => ({ item, p: await profile(item.thumbnailKey) })));
  const sameKind: number[] = [];
  const otherKind: number[] = [];
  for (const item of tested) {
    const p = await profile(item.thumbnailKey);
    const nearest = (same: boolean) =>
      Math.min(
        ...taughtProfiles.filter((t) => (t.item.kind === item.kind) === same).map((t) => lookDistance(p, t.p) ?? 9),
      );
    if (taught.some((t) => t.kind === item.kind)) sameKind.push(nearest(true));
    otherKind.push(nearest(false));
  }
  await closeDb();
  const sorted = [...times].sort((a, b) => a - b);
  return {
    "match before learning (uploaded category, analyzer's tags)": share(before, tested.length),
    "match after learning from 10 corrections": share(after, tested.length),
    "suggestions offered": `${share(offered, tested.length)}, ${wrongOffers} with a wrong category`,
    "category right after learning": share(categoryRight, tested.length),
    "pieces of a kind never corrected (bags)": tested.filter((item) => item.kind === "bag").length,
    "nearest same-kind correction, distance max / median": `${Math.max(...sameKind).toFixed(3)} / ${sameKind.sort((a, b) => a - b)[Math.floor(sameKind.length / 2)]!.toFixed(3)}`,
    "nearest other-kind correction, distance min": Math.min(...otherKind).toFixed(3),
    "analysis with 10 corrections, median": `${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms`,
  };
}

runAsMeasureChild(import.meta.url, measure);
