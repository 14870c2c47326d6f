import { TODAY_TEXT } from "@/lib/messages/today";
import { smallPhoto } from "./support/closet";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { type BrowserContext, expect, type Page, test } from "./support/test";
import { type FakeOpenMeteo, startFakeOpenMeteo } from "../tests/support/fake-open-meteo";

/**
 * A stylist you can trust (issue #39), in Chromium: Today on a server of its own whose Open-Meteo is
 * a loopback fake. A closet of summer and winter pieces, named as a person names them; on a cold wet
 * morning the looks hold no sandals, shorts or linen and wear the rain jacket; on a hot day no wool,
 * boots or coat; every reason on screen names a piece of its own look.
 */

let weather: FakeOpenMeteo;
let server: OwnServer;

test.beforeAll(async () => {
  weather = await startFakeOpenMeteo();
  server = await startOwnServer(Number(process.env.E2E_STYLIST_PORT ?? 5350), {
    WEATHER_URL: weather.forecastUrl,
    GEOCODING_URL: weather.geocodingUrl,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await weather?.close();
});

const CLOSET = [
  { category: "tops", name: "white t-shirt", color: "#f5f5f5" },
  { category: "tops", name: "linen shirt", color: "#e8dcc0" },
  { category: "tops", name: "tank top", color: "#fafafa" },
  { category: "tops", name: "wool sweater", color: "#8a6a3a" },
  { category: "tops", name: "grey cashmere sweater", color: "#8a8a8a" },
  { category: "bottoms", name: "denim shorts", color: "#5a7ab0" },
  { category: "bottoms", name: "jeans", color: "#1c3078" },
  { category: "bottoms", name: "wool trousers", color: "#555555" },
  { category: "bottoms", name: "linen trousers", color: "#d9c9ad" },
  { category: "shoes", name: "sandals", color: "#6f4a2f" },
  { category: "shoes", name: "white sneakers", color: "#eeeeee" },
  { category: "shoes", name: "chelsea boots", color: "#111111" },
  { category: "outerwear", name: "yellow rain jacket", color: "#e5c100" },
  { category: "outerwear", name: "wool coat", color: "#b08850" },
] as const;

async function guestWithCloset(newContext: (options: { baseURL: string }) => Promise<BrowserContext>) {
  const context = await newContext({ baseURL: server.baseURL });
  expect((await context.request.post("/api/guest")).ok()).toBe(true);
  for (const piece of CLOSET) {
    const created = await context.request.post("/api/closet", {
      multipart: {
        category: piece.category,
        image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(piece.color) },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const named = await context.request.patch(`/api/closet/${id}`, { data: { name: piece.name } });
    expect(named.status(), await named.text()).toBe(200);
  }
  const place = await context.request.patch("/api/account/settings", { data: { place: { name: "paris" } } });
  expect(place.status(), await place.text()).toBe(200);
  return context;
}

/** The names of the pieces each look shows (the photos' alt text is the piece's name). */
const looksOn = async (page: Page) => {
  const looks = page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .getByRole("article");
  await expect(looks.first()).toBeVisible();
  return Promise.all(
    (await looks.all()).map(async (look) => ({
      pieces: await look
        .getByRole("list", { name: TODAY_TEXT.piecesLabel })
        .getByRole("img")
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? "")),
      reasons: await look.getByTestId("look-reasons").getByRole("listitem").allTextContents(),
    })),
  );
};

for (const width of [375, 1280]) {
  test(`at ${width} px: a cold wet morning wears the rain jacket and no summer piece; a hot day nothing warm`, async ({
    browser,
  }) => {
    const context = await guestWithCloset((options) =>
      browser.newContext({ ...options, viewport: { width, height: 900 } }),
    );
    const page = await context.newPage();

    weather.setWeather({ minC: 1, maxC: 6, morningC: 3, rainMm: 12, rainChance: 90 });
    await page.goto("/today");
    await expect(page.getByText("Paris, France: 3–6 °C")).toBeVisible();
    const cold = await looksOn(page);
    expect(cold.length).toBeGreaterThanOrEqual(2);
    for (const look of cold) {
      for (const summer of ["sandals", "denim shorts", "linen shirt", "linen trousers", "tank top"])
        expect(look.pieces).not.toContain(summer);
      expect(look.pieces).toContain("yellow rain jacket");
      expect(look.reasons.join(" | ")).toMatch(/rain likely \(90%\): the yellow rain jacket/);
    }
    expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toContain(
      TODAY_TEXT.lookTitle(1, TODAY_TEXT.roles.safe),
    );

    // Another place (the forecast is cached per place for the hour), a hot day there.
    weather.setWeather({ minC: 24, maxC: 36, morningC: 27 });
    const moved = await context.request.patch("/api/account/settings", {
      data: { place: { latitude: 41.4, longitude: 2.17 } },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.reload();
    await expect(page.getByText("41.40, 2.17: 27–36 °C")).toBeVisible();
    for (const look of await looksOn(page)) {
      for (const warm of ["wool sweater", "grey cashmere sweater", "wool trousers", "chelsea boots", "wool coat"])
        expect(look.pieces).not.toContain(warm);
      expect(look.pieces).not.toContain("yellow rain jacket");
      expect(look.reasons).toContain("36 °C today: nothing warm, no layer");
    }
    await context.close();
  });
}
