/**
 * The pages the page-weight and Lighthouse benches visit, their first-load JS budgets (issue 31,
 * DESIGN.md "Screens"), and a guest workspace to visit the app screens with: 20 closet items with tags,
 * two inspiration looks (one saved) and a saved outfit, seeded through the real REST API.
 */
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { firstLoadScriptSources } from "./first-load-scripts";

/** `budgetOverFloorKb`: how far its first-load JS may exceed the framework floor's (./floor.ts), gzipped. */
export type BenchPage = { path: string; budgetOverFloorKb: number; signedIn: boolean };

/** Marketing pages: no React Query, no dialogs, no account menu until used. */
const PUBLIC_PAGE_BUDGET_OVER_FLOOR_KB = 20;
/** The sign-in and register forms with their validation. */
const AUTH_BUDGET_OVER_FLOOR_KB = 40;
/** Every app screen, /closet-upload included. */
const APP_SCREEN_BUDGET_OVER_FLOOR_KB = 60;

export const CLOSET_ITEMS = 20;

export function benchPages(inspirationId: number): BenchPage[] {
  const publicPage = (path: string, budgetOverFloorKb = PUBLIC_PAGE_BUDGET_OVER_FLOOR_KB) => ({
    path,
    budgetOverFloorKb,
    signedIn: false,
  });
  const screen = (path: string) => ({ path, budgetOverFloorKb: APP_SCREEN_BUDGET_OVER_FLOOR_KB, signedIn: true });
  return [
    publicPage("/"),
    publicPage("/privacy"),
    publicPage("/terms"),
    publicPage("/auth", AUTH_BUDGET_OVER_FLOOR_KB),
    screen("/closet"),
    screen("/closet/tags"),
    screen("/closet-upload"),
    screen("/inspiration"),
    screen("/inspiration/saved"),
    screen("/inspiration-upload"),
    screen(`/inspiration/${inspirationId}/style-matching`),
    screen(`/inspiration/${inspirationId}/missing-pieces`),
    screen("/outfit-creator"),
    screen("/outfit-ideas"),
    screen("/outfits"),
    screen("/calendar"),
    screen("/insights"),
    screen("/account"),
  ];
}

/** Server settings for seeding: one guest uploads more than the default hourly budget allows. */
export const SEEDING_ENV = { CLOSET_UPLOADS_PER_HOUR: "100000", INSPIRATION_UPLOADS_PER_HOUR: "100000" };

export type GuestWorkspace = { cookie: string; inspirationId: number };

async function call(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body?: FormData | object,
): Promise<unknown> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A small photo-like JPEG: a garment shape in `color` on a light backdrop. */
function garment(color: string, width = 480, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1ec"/><rect x="${width * 0.25}" y="${height * 0.2}" width="${width * 0.5}" height="${height * 0.6}" rx="16" fill="${color}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

function photoForm(bytes: Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
  return form;
}

export async function seedGuestWorkspace(base: string): Promise<GuestWorkspace> {
  const guest = await fetch(`${base}/api/guest`, { method: "POST" });
  if (!guest.ok) throw new Error(`POST /api/guest answered ${guest.status}`);
  const cookie = guest.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

  const wardrobe: [category: string, color: string][] = [
    ["tops", "#1c3078"],
    ["tops", "#f5eedc"],
    ["bottoms", "#d9c9ad"],
    ["bottoms", "#111111"],
    ["shoes", "#6f4a2f"],
    ["outerwear", "#7c2d12"],
    ["accessories", "#b45309"],
  ];
  for (let i = 0; i < CLOSET_ITEMS; i++) {
    const [category, color] = wardrobe[i % wardrobe.length]!;
    const item = (await call(base, cookie, "POST", "/api/closet", photoForm(await garment(color), { category }))) as {
      id: number;
    };
    await call(base, cookie, "POST", `/api/closet/${item.id}/analyze`);
  }

  const looks: { id: number }[] = [];
  for (const color of ["#7c2d12", "#1e3a8a"])
    looks.push(
      (await call(base, cookie, "POST", "/api/inspiration", photoForm(await garment(color)))) as { id: number },
    );
  await call(base, cookie, "POST", `/api/inspiration/${looks[0]!.id}/save`);

  const { outfits } = (await call(base, cookie, "POST", "/api/outfits/suggestions", {})) as {
    outfits: { id: number }[];
  };
  if (outfits[0]) await call(base, cookie, "POST", `/api/outfits/${outfits[0].id}/save`);
  return { cookie, inspirationId: looks[0]!.id };
}

export type PageWeight = { gzipped: number; raw: number; files: number };

/** First-load JS (./first-load-scripts.ts), each file counted once, gzipped. */
export async function firstLoadJs(baseUrl: string, path: string, cookie = ""): Promise<PageWeight> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  const sources = firstLoadScriptSources(await response.text());
  let gzipped = 0;
  let raw = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { gzipped, raw, files: sources.length };
}

export const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
