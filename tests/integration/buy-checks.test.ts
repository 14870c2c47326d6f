/**
 * "Before you buy" checks (issue #44) through the real route handlers: POST /api/buy-checks with a
 * photo or a shop page's link (served on loopback, which the tests' setting lets through), the
 * judgement checked against the figures that decide it (a seeded closet, dated wears, prices: the
 * outfits counted by hand, price ÷ wears a year, the closet's median), look-alikes by the closet
 * upload's own check, gaps of saved looks and coming trips, the refusals (a file that is no photo,
 * private addresses, a page without a product, bad prices), owners kept apart, nothing half-written,
 * "bought" making a closet item once, and deletion removing the files.
 */
import { POST as boughtRoute } from "@/app/api/buy-checks/[id]/bought/route";
import { GET as imageRoute } from "@/app/api/buy-checks/[id]/image/route";
import { DELETE as deleteCheckRoute } from "@/app/api/buy-checks/[id]/route";
import { GET as listRoute, POST as checkRoute } from "@/app/api/buy-checks/route";
import { POST as uploadItem } from "@/app/api/closet/route";
import { type Owner, ownerKey } from "@/lib/auth/owner";
import { createBuyCheck } from "@/lib/buy-checks";
import type { BuyCheckView } from "@/lib/buy-checks/contract";
import type { ClosetUploadResult } from "@/lib/closet/contract";
import { BUY_CHECK_LIMITS, ITEM_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { supportedFormatsLabel } from "@/lib/images";
import { BUY_CHECK_MESSAGES, BUY_MESSAGES } from "@/lib/messages/buy";
import { BUY_CHECK_TEXT } from "@/lib/messages/buy-check";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { randomUUID } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { setEnv } from "../support/env";
import { withSomeReference } from "../support/error-reference";
import { newUser, ownerOf } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";
import { giveFileItsOwnDataDir, keyOf, uploadedFiles, uploadForm } from "../support/uploads";
import { garmentPhoto } from "../unit/ai-fixtures";

giveFileItsOwnDataDir();

type Refusal = { message: string; code: string };

/** A navy shirt on white, as a phone photo of a product: read as a navy top. */
const NAVY_SHIRT = () => garmentPhoto({ fill: "#1b2a4a", shape: "shirt" });
/** The same shirt cut out in the browser before "I bought it": on transparency. */
const NAVY_CUTOUT = () => garmentPhoto({ fill: "#1b2a4a", shape: "shirt", background: "transparent" });
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const dateOf = (offset: number) => new Date(`${day(offset)}T00:00:00Z`);

function photoForm(bytes: Uint8Array, fields: Record<string, string> = {}, type = "image/png"): FormData {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(bytes)], "product.png", { type }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
const check = (jar: CookieJar, body: unknown) => call<BuyCheckView>(checkRoute, { path: "/api/buy-checks", body, jar });
const checkPhoto = async (jar: CookieJar, fields: Record<string, string> = {}) =>
  check(jar, photoForm(await NAVY_SHIRT(), fields));
const list = (jar: CookieJar) => call<BuyCheckView[]>(listRoute, { path: "/api/buy-checks", jar });
const remove = (jar: CookieJar, id: number | string) =>
  call<Refusal>(deleteCheckRoute, {
    path: `/api/buy-checks/${id}`,
    method: "DELETE",
    params: { id: String(id) },
    jar,
  });
const bought = (jar: CookieJar, id: number | string, form: FormData) =>
  call<ClosetUploadResult>(boughtRoute, {
    path: `/api/buy-checks/${id}/bought`,
    params: { id: String(id) },
    body: form,
    jar,
  });

const db = () => getDb();
const rowCount = async () => (await db()).buyCheck.count();
const pendingDeletions = async () => (await db()).storageDeletion.count();

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  ({ jar, owner } = await freshGuest());
});

describe("POST /api/buy-checks with a photo", () => {
  it("answers 201 with the product, its reading and the judgement, stores the photo under buy/ and lists it", async () => {
    const answer = await checkPhoto(jar, { price: "49.90", currency: "eur", name: "Oxford shirt", brand: "COS" });
    expect(answer.status, answer.text).toBe(201);
    const view = answer.body;
    expect(view).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      product: {
        name: "Oxford shirt",
        brand: "COS",
        price: 49.9,
        currency: "EUR",
        imageUrl: expect.stringMatching(/^\/uploads\/buy\/[a-z2-7]+\.webp$/),
        thumbnailUrl: expect.stringMatching(/^\/uploads\/buy\/thumbs\/[a-z2-7]+\.webp$/),
        sourceUrl: null,
      },
      reading: { category: "tops", colours: ["navy"] },
      similarItems: [],
      unlocks: { count: 0, examples: [] },
      fillsGaps: [],
      // An empty closet: nothing to project from, nothing to compare with.
      costPerWear: { value: null, currency: "EUR", wearsPerYear: null, closetMedian: null },
      verdict: "think twice",
      reasons: [BUY_CHECK_TEXT.looksLikeNothing, BUY_CHECK_TEXT.none.nothingToPair("top"), BUY_CHECK_TEXT.tooNew],
      boughtItemId: null,
    });
    expect(uploadedFiles()).toEqual(
      expect.arrayContaining([keyOf(view.product.imageUrl), keyOf(view.product.thumbnailUrl)]),
    );
    expect(await pendingDeletions()).toBe(0);
    expect((await list(jar)).body).toEqual([view]);
    // The reading is kept: the embedded analyzer's tags, as the closet's local analysis gives them.
    const row = await (await db()).buyCheck.findUniqueOrThrow({ where: { id: view.id } });
    expect(row.styleTags).toContain("navy");
    expect(row.imageHash).not.toBeNull();
  });

  it("counts the outfits it makes by hand, and projects its cost per wear from the wear log and prices", async () => {
    // A closet of one other shirt, two bottoms and two pairs of shoes, all for every season, joined
    // 400 days ago: the shirt and the chinos were worn together on each of the last 12 days, the
    // shirt alone 3 more times long ago.
    const joined = dateOf(-400);
    const piece = (category: string, name: string, price?: number) =>
      seedItem(owner, {
        category,
        name,
        seasons: ["all-season"],
        createdAt: joined,
        ...(price === undefined ? {} : { price, currency: "EUR" }),
      });
    const shirt = await piece("tops", "white shirt", 30);
    const chinos = await piece("bottoms", "navy chinos", 96);
    const jeans = await piece("bottoms", "black jeans");
    const sneakers = await piece("shoes", "white sneakers", 80);
    const boots = await piece("shoes", "brown boots");
    const wear = (offset: number, items: number[]) =>
      db().then((client) =>
        client.wear.create({
          data: {
            guestId: (owner as { guestId: string }).guestId,
            date: dateOf(offset),
            items: { create: items.map((clothingItemId, position) => ({ clothingItemId, position })) },
          },
        }),
      );
    for (let offset = 1; offset <= 12; offset++) await wear(-offset, [shirt, chinos]);
    for (const offset of [500, 501, 502]) await wear(-offset, [shirt]);

    const answer = await checkPhoto(jar, { price: "48", currency: "EUR", name: "navy shirt" });
    expect(answer.status, answer.text).toBe(201);
    const view = answer.body;
    // By hand: the shirt goes with each bottom and each pair of shoes (2 × 2); the other shirt and
    // the layers it could add make no other outfit of its own.
    expect(view.unlocks.count).toBe(4);
    expect(view.unlocks.examples).toHaveLength(BUY_CHECK_LIMITS.examples);
    for (const example of view.unlocks.examples) {
      expect(example.map((p) => p.category).sort()).toEqual(["bottoms", "shoes"]);
      expect([chinos, jeans]).toContain(example.find((p) => p.category === "bottoms")!.id);
      expect([sneakers, boots]).toContain(example.find((p) => p.category === "shoes")!.id);
    }
    // The most worn bottom comes first.
    expect(view.unlocks.examples[0]!.map((p) => p.id)).toContain(chinos);
    // Wears a year: the white shirt (the same kind) was worn 12 times in the last 365 days, owned all
    // of them: 12. Cost per wear: 48 ÷ 12 = 4. The closet's median: the shirt 30 ÷ 15 wears = 2, the
    // chinos 96 ÷ 12 = 8 (the unworn sneakers are left out): (2 + 8) ÷ 2 = 5.
    expect(view.costPerWear).toEqual({ value: 4, currency: "EUR", wearsPerYear: 12, closetMedian: 5 });
    // No look-alike, no gap, 4 outfits (fewer than BUY_CHECK_LIMITS.buyFromOutfits): think twice.
    expect(view.verdict).toBe("think twice");
    expect(view.reasons).toEqual([
      BUY_CHECK_TEXT.looksLikeNothing,
      BUY_CHECK_TEXT.makes(4),
      BUY_CHECK_TEXT.costPerWear({
        costPerWear: 4,
        wearsPerYear: 12,
        currency: "EUR",
        basis: "kind",
        basisName: "shirt",
        similarCount: 1,
        closetMedian: 5,
      }),
    ]);
    expect(view.reasons[2]).toBe(
      "about €4.00 a wear (12 wears a year, as 1 of your shirts gets), below your closet's median of €5.00",
    );
  });

  it("names a closet piece it looks like, by the closet upload's own near-duplicate check: skip", async () => {
    const uploaded = await call<ClosetUploadResult>(uploadItem, {
      path: "/api/closet",
      body: uploadForm({ bytes: await NAVY_SHIRT(), name: "shirt.png", type: "image/png" }, "tops"),
      jar,
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const answer = await checkPhoto(jar);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.similarItems).toEqual([
      { id: uploaded.body.id, thumbnailUrl: uploaded.body.thumbnailUrl, category: "tops", name: null },
    ]);
    // It looks like a piece owned, fills no gap and makes no outfit: skip. No price: no cost per wear.
    expect(answer.body.verdict).toBe("skip");
    expect(answer.body.reasons).toEqual([
      BUY_CHECK_TEXT.looksLike(1, ["the top"]),
      BUY_CHECK_TEXT.none.nothingToPair("top"),
    ]);
    expect(answer.body.costPerWear).toBeNull();
    // A piece deleted since drops out of the kept check; the verdict stays as it was said.
    await (await db()).clothingItem.delete({ where: { id: uploaded.body.id } });
    const [kept] = (await list(jar)).body;
    expect(kept).toMatchObject({ similarItems: [], verdict: "skip", reasons: answer.body.reasons });
  });

  it("fills the missing piece of a saved look as last answered, matched by category, colour and kind", async () => {
    const client = await db();
    const look = async (isSaved: boolean, description: string, category = "tops") => {
      const image = await client.inspirationImage.create({
        data: {
          guestId: (owner as { guestId: string }).guestId,
          imageUrl: "/uploads/inspiration/a.webp",
          imageKey: "inspiration/a.webp",
          thumbnailUrl: "/uploads/inspiration/thumbs/a.webp",
          thumbnailKey: "inspiration/thumbs/a.webp",
          isSaved,
          createdAt: new Date("2026-11-30T12:00:00Z"),
        },
      });
      const missing = { category, description, reason: "The look is built around navy on top.", importance: "high" };
      await client.aiResult.create({
        data: {
          ownerKey: ownerKey(owner),
          kind: "missing-pieces",
          inputKey: `insp:${image.id}:answer`,
          result: { missingPieces: [missing] },
        },
      });
      return image.id;
    };
    const oxford = await look(true, "A navy oxford shirt");
    const tee = await look(true, "A navy crew-neck tee"); // another kind than the product's own words say
    await look(false, "A navy button-down shirt"); // not saved
    await look(true, "Camel chinos", "bottoms"); // another category
    await look(true, "A black oxford shirt"); // another colour

    const answer = await checkPhoto(jar, { name: "navy shirt" });
    expect(answer.status, answer.text).toBe(201);
    const gap = { kind: "inspiration", name: "30 nov 2026", piece: "navy oxford shirt", id: oxford } as const;
    expect(answer.body.fillsGaps).toEqual([gap]);
    expect(answer.body.reasons).toContain(BUY_CHECK_TEXT.fillsGap(gap));
    // No look-alike and a gap filled, at no price to speak against it: buy.
    expect(answer.body.verdict).toBe("buy");

    // Without words of its own the product's kind is unknown: the colour and category decide.
    const plain = await checkPhoto(jar);
    // Newest look first.
    expect(plain.body.fillsGaps.map((g) => [g.piece, g.id])).toEqual([
      ["navy top", tee],
      ["navy top", oxford],
    ]);
  });

  it("fills a coming trip's gap when packing the trip again with it no longer finds the gap", async () => {
    await seedItem(owner, { category: "tops", name: "grey tee" });
    await seedItem(owner, { category: "bottoms", name: "grey trousers" });
    const client = await db();
    const trip = (name: string, start: number, end: number, gaps: string[]) =>
      client.trip.create({
        data: {
          guestId: (owner as { guestId: string }).guestId,
          name,
          startDate: dateOf(start),
          endDate: dateOf(end),
          activities: ["office"],
          days: Array.from({ length: end - start + 1 }, (_, i) => ({
            date: day(start + i),
            occasion: "office",
            assigned: true,
            items: [],
          })),
          gaps,
        },
      });
    // The tee is too casual for the office, so the trousers have no top to go with.
    const work = await trip("work trip", 1, 2, [TRIP_MESSAGES.gaps.office]);
    await trip("last week", -8, -7, [TRIP_MESSAGES.gaps.office]); // over
    await trip("no such gap", 3, 3, [TRIP_MESSAGES.gaps.weather.rainLayer]); // the closet has no rain either way

    const shirt = await checkPhoto(jar, { name: "navy shirt" });
    expect(shirt.status, shirt.text).toBe(201);
    const gap = {
      kind: "trip",
      name: "work trip",
      piece: BUY_CHECK_MESSAGES.tripGapPiece.office,
      id: work.id,
    } as const;
    expect(shirt.body.fillsGaps).toEqual([gap]);
    expect(shirt.body.reasons).toContain(BUY_CHECK_TEXT.fillsGap(gap));

    // Black trousers leave the office without a smart top: no claim.
    const trousers = await check(jar, photoForm(await garmentPhoto({ fill: "#0a0a0a", shape: "trousers" })));
    expect(trousers.body.reading.category).toBe("bottoms");
    expect(trousers.body.fillsGaps).toEqual([]);
  });

  it("refuses a file that is no photo with the closet's own message, and writes neither a row nor a file", async () => {
    const files = uploadedFiles();
    const answer = await check(jar, photoForm(Buffer.from("just some notes"), {}, "text/plain"));
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      code: "image_type_unsupported",
      message: UPLOAD_ERRORS.unsupportedType(supportedFormatsLabel()),
    });
    expect(await rowCount()).toBe(0);
    expect(uploadedFiles()).toEqual(files);
    expect(await pendingDeletions()).toBe(0);
  });

  it("leaves no file when the row cannot be written after the photo was stored", async () => {
    const files = uploadedFiles();
    const gone: Owner = { kind: "guest", guestId: randomUUID() }; // no such owner: the insert fails
    await expect(createBuyCheck(gone, { kind: "photo", bytes: await NAVY_SHIRT() })).rejects.toThrow();
    expect(await rowCount()).toBe(0);
    expect(uploadedFiles()).toEqual(files);
    expect(await pendingDeletions()).toBe(0);
  });

  it("refuses a bad price or currency with the closet's messages, and a body with both or neither", async () => {
    const badPrice = await checkPhoto(jar, { price: "12.345" });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body).toMatchObject({ message: ITEM_MESSAGES.invalidPrice(ITEM_LIMITS.priceMax) });
    const badCurrency = await checkPhoto(jar, { price: "12", currency: "EURO" });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.body).toMatchObject({ message: ITEM_MESSAGES.invalidCurrency });
    const both = await checkPhoto(jar, { url: "https://shop.example/shirt" });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ code: "buy_check_photo_or_link", message: BUY_CHECK_MESSAGES.notBoth });
    const noPhoto = new FormData();
    noPhoto.set("price", "12");
    for (const body of [{}, noPhoto]) {
      const neither = await check(jar, body);
      expect(neither.status).toBe(400);
      expect(neither.body).toEqual({ code: "buy_check_photo_or_link", message: BUY_CHECK_MESSAGES.photoOrLink });
    }
    const unknown = await check(jar, { url: "https://shop.example/shirt", image: "data:..." });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: BUY_CHECK_MESSAGES.unknownField("image") });
    expect(await rowCount()).toBe(0);
  });
});

describe("POST /api/buy-checks with a shop page's link", () => {
  let server: Server;
  let base: string;
  let port: number;
  let restore: () => void;

  const JSON_LD_PAGE = (image: string) => `<!doctype html><html><head>
<meta property="og:title" content="Not this name">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Navy Oxford Shirt",
"brand":{"@type":"Brand","name":"Maison"},"image":"${image}","offers":{"@type":"Offer","price":"59.90","priceCurrency":"EUR"}}</script>
</head><body></body></html>`;
  const OG_PAGE = `<html><head><meta property="og:title" content="Linen tee">
<meta property="og:image" content="/img/shirt.png"></head></html>`;
  const html = (res: ServerResponse, body: string) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(body);
  };

  beforeAll(async () => {
    const photo = await NAVY_SHIRT();
    server = createServer((req, res) => {
      const path = req.url ?? "/";
      if (path === "/products/oxford") return html(res, JSON_LD_PAGE("/img/shirt.png"));
      if (path === "/products/notes") return html(res, JSON_LD_PAGE("/img/notes.png"));
      if (path === "/products/linen") return html(res, OG_PAGE);
      if (path === "/blog") return html(res, "<html><head><title>A post</title></head></html>");
      if (path === "/img/shirt.png") return void res.writeHead(200, { "content-type": "image/png" }).end(photo);
      if (path === "/img/notes.png") return void res.writeHead(200, { "content-type": "image/png" }).end("notes");
      if (path === "/to-private") return void res.writeHead(302, { location: "http://10.0.0.1/" }).end();
      if (path === "/slow") return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    restore = setEnv({ PRODUCT_FETCH_ALLOW_LOOPBACK: "true" });
  });
  afterEach(() => restore());

  it("reads a JSON-LD product: its name, brand, price and photo, judged as a photo would be", async () => {
    const answer = await check(jar, { url: `${base}/products/oxford` });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.product).toEqual({
      name: "Navy Oxford Shirt",
      brand: "Maison",
      price: 59.9,
      currency: "EUR",
      imageUrl: expect.stringMatching(/^\/uploads\/buy\//),
      thumbnailUrl: expect.stringMatching(/^\/uploads\/buy\/thumbs\//),
      sourceUrl: `${base}/products/oxford`,
    });
    expect(answer.body.reading).toEqual({ category: "tops", colours: ["navy"] });
    expect(answer.body.costPerWear).toMatchObject({ currency: "EUR" });
  });

  it("takes the person's own price and currency over the page's", async () => {
    const answer = await check(jar, { url: `${base}/products/oxford`, price: "40", currency: "usd" });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.product).toMatchObject({ price: 40, currency: "USD" });
  });

  it("reads an Open Graph page, with no price", async () => {
    const answer = await check(jar, { url: `${base}/products/linen` });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.product).toMatchObject({ name: "Linen tee", brand: null, price: null, currency: null });
    expect(answer.body.costPerWear).toBeNull();
  });

  it("answers a page without a product 422 with the issue's words, and a photo that is none 415", async () => {
    const files = uploadedFiles();
    const none = await check(jar, { url: `${base}/blog` });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ code: "product_not_found", message: BUY_MESSAGES.productNotFound });
    const notes = await check(jar, { url: `${base}/products/notes` });
    expect(notes.status).toBe(415);
    expect(notes.body).toMatchObject({ code: "image_type_unsupported" });
    expect(await rowCount()).toBe(0);
    expect(uploadedFiles()).toEqual(files);
  });

  it("refuses private addresses and a redirect to one, loopback setting or not", async () => {
    const refused = { code: "product_url_refused", message: BUY_MESSAGES.refusedUrl };
    for (const url of ["http://10.0.0.1/", "http://169.254.169.254/latest/meta-data", `${base}/to-private`]) {
      const answer = await check(jar, { url });
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toEqual(refused);
    }
    restore();
    restore = setEnv({ PRODUCT_FETCH_ALLOW_LOOPBACK: "false" });
    for (const url of [`${base}/products/oxford`, `http://[::1]:${port}/products/oxford`, "http://localhost/"]) {
      const answer = await check(jar, { url });
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toEqual(refused);
    }
    expect(await rowCount()).toBe(0);
  });

  it("says so when the shop does not answer in time", async () => {
    const answer = await check(jar, { url: `${base}/slow` });
    expect(answer.status).toBe(504);
    // A 5xx names the request it was (lib/http/route.ts).
    expect(answer.body).toEqual({ code: "product_url_timeout", message: withSomeReference(BUY_MESSAGES.timeout(5)) });
  }, 20_000);

  it(`allows ${BUY_CHECK_LIMITS.linkChecksPerHour} checks from links an hour, then 429; photos still go through`, async () => {
    for (let i = 0; i < BUY_CHECK_LIMITS.linkChecksPerHour; i++)
      expect((await check(jar, { url: "http://10.0.0.1/" })).status).toBe(400);
    expect((await check(jar, { url: "http://10.0.0.1/" })).status).toBe(429);
    expect((await checkPhoto(jar)).status).toBe(201);
  });
});

describe("the wishlist's owners, deletion and bought", () => {
  it("never lists, deletes or buys another owner's check (404), nor an id that is none", async () => {
    const mine = (await checkPhoto(jar)).body;
    const other = await newUser();
    expect((await list(other)).body).toEqual([]);
    const deleted = await remove(other, mine.id);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual({ code: "buy_check_not_found", message: BUY_CHECK_MESSAGES.notFound });
    expect((await bought(other, mine.id, photoForm(await NAVY_CUTOUT()))).status).toBe(404);
    expect((await remove(jar, "abc")).status).toBe(404);
    expect((await list(jar)).body.map((view) => view.id)).toEqual([mine.id]);
    expect(await (await db()).clothingItem.count()).toBe(0);
  });

  it("serves a check's photo from this origin to its owner only (for the browser's cut-out)", async () => {
    const mine = (await checkPhoto(jar)).body;
    const image = (id: number | string, as: CookieJar) =>
      call(imageRoute, { path: `/api/buy-checks/${id}/image`, params: { id: String(id) }, jar: as });
    const answer = await image(mine.id, jar);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^image\//);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.text.length).toBeGreaterThan(0);
    expect((await image(mine.id, await newUser())).status).toBe(404);
    expect((await image("abc", jar)).status).toBe(404);
  });

  it("deletes a check and its files (204), then answers 404", async () => {
    const view = (await checkPhoto(jar)).body;
    const keys = [keyOf(view.product.imageUrl), keyOf(view.product.thumbnailUrl)];
    expect(uploadedFiles()).toEqual(expect.arrayContaining(keys));
    expect((await remove(jar, view.id)).status).toBe(204);
    expect(uploadedFiles().filter((file) => keys.includes(file))).toEqual([]);
    expect(await pendingDeletions()).toBe(0);
    expect(await rowCount()).toBe(0);
    expect((await remove(jar, view.id)).status).toBe(404);
  });

  it("makes the bought piece a closet item with the check's fields, marks the check, and refuses a second time", async () => {
    const view = (await checkPhoto(jar, { price: "49.90", currency: "EUR", name: "Oxford shirt", brand: "COS" })).body;
    const row = await (await db()).buyCheck.findUniqueOrThrow({ where: { id: view.id } });
    const form = async () => photoForm(await NAVY_CUTOUT(), { purchasedOn: "2026-01-15" });
    const answer = await bought(jar, view.id, await form());
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      category: "tops",
      categoryDetected: true,
      styleTags: row.styleTags,
      colors: ["navy"],
      name: "Oxford shirt",
      brand: "COS",
      price: 49.9,
      currency: "EUR",
      purchasedOn: "2026-01-15",
    });
    // It looks like the product it was checked as: the closet's own near-duplicate answer is there too.
    expect(answer.body).toHaveProperty("similarItems");
    const marked = await (await db()).buyCheck.findUniqueOrThrow({ where: { id: view.id } });
    expect(marked.boughtItemId).toBe(answer.body.id);
    expect(marked.boughtAt).toBeInstanceOf(Date);
    expect((await list(jar)).body[0]!.boughtItemId).toBe(answer.body.id);

    const files = uploadedFiles();
    const again = await bought(jar, view.id, await form());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: "buy_check_bought", message: BUY_CHECK_MESSAGES.alreadyBought });
    expect(await (await db()).clothingItem.count()).toBe(1);
    expect(uploadedFiles()).toEqual(files);
  });

  it("dates a purchase today (UTC) by default; deleting the item keeps the check bought", async () => {
    const view = (await checkPhoto(jar)).body;
    const answer = await bought(jar, view.id, photoForm(await NAVY_CUTOUT()));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.purchasedOn).toBe(day(0));
    await (await db()).clothingItem.delete({ where: { id: answer.body.id } });
    expect((await list(jar)).body[0]!.boughtItemId).toBeNull();
    expect((await bought(jar, view.id, photoForm(await NAVY_SHIRT()))).status).toBe(409);
  });

  it("a guest's checks move to the account made from the guest", async () => {
    const view = (await checkPhoto(jar)).body;
    await newUser(jar);
    const user = await ownerOf(jar);
    expect(user.kind).toBe("user");
    expect((await list(jar)).body.map((check) => check.id)).toEqual([view.id]);
  });
});
