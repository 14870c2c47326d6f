/**
 * Plans (issue #43): POST/GET /api/plans, PATCH/DELETE /api/plans/{id}, POST /api/plans/{id}/wear;
 * the days a plan may be for, three a day, pieces or a saved outfit, `free` sets, cross-owner 404s,
 * "wore as planned" (a wear, never counted before), and the warnings, each checked against the
 * facts that decided it (the piece's status, the day's forecast, the other plans).
 */
import { PATCH as patchSettings } from "@/app/api/account/settings/route";
import { DELETE as deleteItem, PATCH as patchItem } from "@/app/api/closet/[id]/route";
import { DELETE as deleteOutfit } from "@/app/api/outfits/[id]/route";
import { POST as buildOutfit } from "@/app/api/outfits/route";
import { DELETE as deletePlan, PATCH as patchPlan } from "@/app/api/plans/[id]/route";
import { POST as wearPlan } from "@/app/api/plans/[id]/wear/route";
import { GET as listPlans, POST as createPlan } from "@/app/api/plans/route";
import { DELETE as deleteWear } from "@/app/api/wears/[id]/route";
import { GET as listWears, POST as logWear } from "@/app/api/wears/route";
import type { Owner } from "@/lib/auth/owner";
import { dayLabelParts } from "@/lib/calendar/month-grid";
import { PLAN_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { PLAN_MESSAGES, PLAN_WARNINGS } from "@/lib/messages/plans";
import type { OutfitView } from "@/lib/outfits/contract";
import type { PlanView } from "@/lib/plans/contract";
import { clearGeocodeCache } from "@/lib/settings";
import { clearWeatherCache } from "@/lib/today/weather";
import type { WearView } from "@/lib/wears/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { fakeOpenMeteoForFile } from "../support/fake-open-meteo-file";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";

/** `offset` days from today in UTC: 1 is tomorrow everywhere it matters (UTC-12 to UTC+14 bound the API). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => dayLabelParts(date).weekday.toLowerCase();

const create = (jar: CookieJar, body: unknown) => call<PlanView>(createPlan, { path: "/api/plans", body, jar });
const list = (jar: CookieJar, from: string, to = from) =>
  call<PlanView[]>(listPlans, { path: `/api/plans?from=${from}&to=${to}`, jar });
const patch = (jar: CookieJar, id: number | string, body: unknown) =>
  call<PlanView>(patchPlan, { path: `/api/plans/${id}`, method: "PATCH", params: { id: String(id) }, body, jar });
const remove = (jar: CookieJar, id: number | string) =>
  call(deletePlan, { path: `/api/plans/${id}`, method: "DELETE", params: { id: String(id) }, jar });
const wear = (jar: CookieJar, id: number | string, body?: unknown) =>
  call<WearView>(wearPlan, { path: `/api/plans/${id}/wear`, params: { id: String(id) }, body, jar });
const wears = (jar: CookieJar, from: string, to = from) =>
  call<WearView[]>(listWears, { path: `/api/wears?from=${from}&to=${to}`, jar });
const build = (jar: CookieJar, itemIds: number[]) =>
  call<OutfitView>(buildOutfit, { path: "/api/outfits", body: { itemIds, name: "sunday best" }, jar });
const settings = (jar: CookieJar, body: unknown) =>
  call(patchSettings, { path: "/api/account/settings", method: "PATCH", body, jar });
const setStatus = (jar: CookieJar, id: number, status: string) =>
  call(patchItem, { path: `/api/closet/${id}`, method: "PATCH", params: { id: String(id) }, body: { status }, jar });

const weather = fakeOpenMeteoForFile();

let jar: CookieJar;
let owner: Owner;
let top: number;
let bottom: number;
beforeEach(async () => {
  clearWeatherCache();
  clearGeocodeCache();
  ({ jar, owner } = await freshGuest());
  top = await seedItem(owner, { name: "white tee", styleTags: ["white", "cotton"] });
  bottom = await seedItem(owner, { category: "bottoms", name: "navy chinos", styleTags: ["navy", "cotton"] });
});

describe("POST /api/plans", () => {
  it("plans pieces for tomorrow: 201 with the pieces in order, no outfit, not free, not worn, no warnings", async () => {
    const response = await create(jar, { date: day(1), itemIds: [bottom, top], note: "  dinner with Ana " });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      date: day(1),
      outfitId: null,
      outfitName: null,
      items: [
        {
          id: bottom,
          imageUrl: "/uploads/closet/a.webp",
          thumbnailUrl: "/uploads/closet/thumbs/a.webp",
          category: "bottoms",
          name: "navy chinos",
        },
        {
          id: top,
          imageUrl: "/uploads/closet/a.webp",
          thumbnailUrl: "/uploads/closet/thumbs/a.webp",
          category: "tops",
          name: "white tee",
        },
      ],
      note: "dinner with Ana",
      free: false,
      wearId: null,
      warnings: [],
    });
    expect((await list(jar, day(1))).body).toEqual([response.body]);
  });

  it("plans a saved outfit: its pieces, its id and name", async () => {
    const outfit = (await build(jar, [top, bottom])).body;
    const response = await create(jar, { date: day(2), outfitId: outfit.id });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ outfitId: outfit.id, outfitName: "sunday best", free: false });
    expect(response.body.items.map((item) => item.id)).toEqual([top, bottom]);
  });

  it("keeps pieces that make no outfit, marked free (the owner's own pick)", async () => {
    const scarf = await seedItem(owner, { category: "accessories", name: "red scarf" });
    const response = await create(jar, { date: day(1), itemIds: [top, scarf] });
    expect(response.status).toBe(201);
    expect(response.body.free).toBe(true);
  });

  it("takes today (for someone on Earth) up to 60 days ahead; refuses past and further days, naming why", async () => {
    expect((await create(jar, { date: day(0), itemIds: [top] })).status).toBe(201);
    expect((await create(jar, { date: day(PLAN_LIMITS.daysAhead), itemIds: [top] })).status).toBe(201);
    const past = await create(jar, { date: day(-2), itemIds: [top] });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: PLAN_MESSAGES.pastDate });
    const far = await create(jar, { date: day(PLAN_LIMITS.daysAhead + 2), itemIds: [top] });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ message: PLAN_MESSAGES.tooFarAhead });
    for (const date of ["2026-02-30", "tomorrow", 20261201])
      expect((await create(jar, { date, itemIds: [top] })).body).toMatchObject({
        message: PLAN_MESSAGES.invalidDate("date"),
      });
  });

  it("refuses bad bodies with a message naming the field", async () => {
    const cases: [unknown, string][] = [
      [{ date: day(1) }, PLAN_MESSAGES.nothingPlanned],
      [{ date: day(1), itemIds: [] }, PLAN_MESSAGES.invalidItemIds],
      [{ date: day(1), itemIds: [top, top] }, PLAN_MESSAGES.duplicateItems],
      [{ date: day(1), outfitId: "x" }, PLAN_MESSAGES.invalidOutfitId],
      [{ date: day(1), itemIds: [top], note: "x".repeat(PLAN_LIMITS.noteMax + 1) }, PLAN_MESSAGES.invalidNote],
      [{ date: day(1), itemIds: [top], when: "evening" }, PLAN_MESSAGES.unknownField("when")],
    ];
    for (const [body, message] of cases) {
      const response = await create(jar, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ message });
    }
    expect(await (await getDb()).plan.count()).toBe(0);
  });

  it("holds at most three plans a day (409 plan_day_full); the day after has room", async () => {
    for (let i = 0; i < PLAN_LIMITS.perDay; i++)
      expect((await create(jar, { date: day(3), itemIds: [top] })).status).toBe(201);
    const fourth = await create(jar, { date: day(3), itemIds: [bottom] });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({ code: "plan_day_full", message: PLAN_MESSAGES.dayFull(day(3)) });
    expect((await create(jar, { date: day(4), itemIds: [bottom] })).status).toBe(201);
  });

  it("two taps at once cannot make a fourth plan", async () => {
    await create(jar, { date: day(5), itemIds: [top] });
    const answers = await Promise.all([1, 2, 3, 4].map(() => create(jar, { date: day(5), itemIds: [bottom] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
    expect((await list(jar, day(5))).body).toHaveLength(PLAN_LIMITS.perDay);
  });
});

describe("ownership", () => {
  it("another owner's items, outfits and plans answer 404 and change nothing", async () => {
    const other = await newUser();
    const theirs = await seedItem(await ownerOf(other), { category: "bottoms" });
    const theirOutfit = (await build(other, [theirs, await seedItem(await ownerOf(other))])).body;
    const theirPlan = (await create(other, { date: day(1), itemIds: [theirs] })).body;

    expect((await create(jar, { date: day(1), itemIds: [top, theirs] })).status).toBe(404);
    expect((await create(jar, { date: day(1), outfitId: theirOutfit.id })).status).toBe(404);
    expect((await patch(jar, theirPlan.id, { note: "mine now" })).status).toBe(404);
    expect((await wear(jar, theirPlan.id, { today: day(1) })).status).toBe(404);
    expect((await remove(jar, theirPlan.id)).status).toBe(404);
    expect((await list(jar, day(1))).body).toEqual([]);
    const mine = (await create(jar, { date: day(1), itemIds: [top] })).body;
    expect((await patch(jar, mine.id, { itemIds: [theirs] })).status).toBe(404);
    expect((await list(other, day(1))).body).toEqual([theirPlan]);
    for (const id of ["abc", "0", "99999999999"]) expect((await remove(jar, id)).status).toBe(404);
  });

  it("a guest and a user with the same ids see only their own", async () => {
    const guest = await newGuest();
    const item = await seedItem(await ownerOf(guest));
    await create(guest, { date: day(1), itemIds: [item] });
    expect((await list(jar, day(1))).body).toEqual([]);
    expect((await list(guest, day(1))).body).toHaveLength(1);
  });
});

describe("PATCH and DELETE /api/plans/{id}", () => {
  it("moves a plan to another day, changes its pieces, note and outfit link", async () => {
    const plan = (await create(jar, { date: day(1), itemIds: [top, bottom], note: "lunch" })).body;
    const moved = await patch(jar, plan.id, { date: day(6) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: day(6), note: "lunch", free: false });
    const scarf = await seedItem(owner, { category: "accessories" });
    expect((await patch(jar, plan.id, { itemIds: [scarf], note: null })).body).toMatchObject({
      items: [expect.objectContaining({ id: scarf })],
      note: null,
      free: true,
    });
    const outfit = (await build(jar, [top, bottom])).body;
    const linked = (await patch(jar, plan.id, { outfitId: outfit.id })).body;
    expect(linked).toMatchObject({ outfitId: outfit.id, free: false });
    expect(linked.items.map((item) => item.id)).toEqual([top, bottom]);
    expect((await patch(jar, plan.id, { outfitId: null })).body).toMatchObject({ outfitId: null, outfitName: null });
    expect((await patch(jar, plan.id, {})).body).toMatchObject({ message: PLAN_MESSAGES.emptyPatch });
    expect((await patch(jar, plan.id, { date: day(-3) })).body).toMatchObject({ message: PLAN_MESSAGES.pastDate });
  });

  it("moving onto a full day answers 409 and leaves the plan where it was", async () => {
    for (let i = 0; i < PLAN_LIMITS.perDay; i++) await create(jar, { date: day(2), itemIds: [top] });
    const plan = (await create(jar, { date: day(1), itemIds: [bottom] })).body;
    expect((await patch(jar, plan.id, { date: day(2) })).status).toBe(409);
    expect((await list(jar, day(1))).body.map((p) => p.id)).toEqual([plan.id]);
  });

  it("deletes a plan (204); the second time 404", async () => {
    const plan = (await create(jar, { date: day(1), itemIds: [top] })).body;
    expect((await remove(jar, plan.id)).status).toBe(204);
    expect((await remove(jar, plan.id)).status).toBe(404);
    expect((await list(jar, day(1))).body).toEqual([]);
  });

  it("a piece deleted from the closet drops out of the plan and says so; a deleted outfit keeps the pieces", async () => {
    const outfit = (await build(jar, [top, bottom])).body;
    const plan = (await create(jar, { date: day(1), outfitId: outfit.id })).body;
    await call(deleteOutfit, {
      path: `/api/outfits/${outfit.id}`,
      method: "DELETE",
      params: { id: String(outfit.id) },
      jar,
    });
    await call(deleteItem, { path: `/api/closet/${top}`, method: "DELETE", params: { id: String(top) }, jar });
    const [read] = (await list(jar, day(1))).body;
    expect(read).toMatchObject({ id: plan.id, outfitId: null, outfitName: null });
    expect(read!.items.map((item) => item.id)).toEqual([bottom]);
    expect(read!.warnings).toEqual([{ kind: "gone", text: PLAN_WARNINGS.gone(1) }]);
  });
});

describe("wore as planned", () => {
  it("logs the plan's pieces on its day as one wear, linked to the plan; again answers the same wear", async () => {
    const plan = (await create(jar, { date: day(0), itemIds: [top, bottom] })).body;
    // Not a wear until it is worn.
    expect((await wears(jar, day(-1), day(1))).body).toEqual([]);
    const first = await wear(jar, plan.id, { today: day(0) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ date: day(0), outfitId: null });
    expect(first.body.items.map((item) => item.id)).toEqual([top, bottom]);
    expect((await list(jar, day(0))).body[0]).toMatchObject({ wearId: first.body.id, warnings: [] });
    const again = await wear(jar, plan.id, { today: day(0) });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await wears(jar, day(0))).body).toHaveLength(1);
  });

  it("with a saved outfit, logs that outfit; undoing the wear leaves the plan to wear again", async () => {
    const outfit = (await build(jar, [top, bottom])).body;
    const plan = (await create(jar, { date: day(0), outfitId: outfit.id })).body;
    const worn = (await wear(jar, plan.id)).body;
    expect(worn.outfitId).toBe(outfit.id);
    expect(
      (
        await call(deleteWear, {
          path: `/api/wears/${worn.id}`,
          method: "DELETE",
          params: { id: String(worn.id) },
          jar,
        })
      ).status,
    ).toBe(204);
    expect((await list(jar, day(0))).body[0]!.wearId).toBeNull();
  });

  it("the same pieces logged on the day some other way (log pieces, an undo) wear the plan too", async () => {
    const plan = (await create(jar, { date: day(0), itemIds: [top, bottom] })).body;
    const other = (await create(jar, { date: day(0), itemIds: [top] })).body;
    const logged = await call<WearView>(logWear, {
      path: "/api/wears",
      body: { itemIds: [bottom, top], date: day(0) },
      jar,
    });
    expect(logged.status).toBe(201);
    const read = (await list(jar, day(0))).body;
    expect(read.find((p) => p.id === plan.id)!.wearId).toBe(logged.body.id);
    // Not the same pieces: not worn.
    expect(read.find((p) => p.id === other.id)!.wearId).toBeNull();
    // "wore as planned" afterwards answers that wear.
    const again = await wear(jar, plan.id, { today: day(0) });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(logged.body.id);
  });

  it("only on the plan's day: another day answers 409 plan_not_today and logs nothing", async () => {
    const plan = (await create(jar, { date: day(3), itemIds: [top] })).body;
    const early = await wear(jar, plan.id, { today: day(0) });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ code: "plan_not_today", message: PLAN_MESSAGES.notItsDay(day(3)) });
    // A day that is in the future everywhere on Earth cannot be worn yet, whatever the client says.
    expect((await wear(jar, plan.id, { today: day(3) })).status).toBe(409);
    expect((await wears(jar, day(0), day(3))).body).toEqual([]);
    expect((await wear(jar, plan.id, { today: "someday" })).body).toMatchObject({
      message: PLAN_MESSAGES.invalidToday,
    });
  });

  it("a past plan that was not worn stays a plan, never a wear", async () => {
    const db = await getDb();
    await db.plan.create({
      data: { guestId: (owner as { guestId: string }).guestId, date: new Date(`${day(-5)}T00:00:00Z`), items: [top] },
    });
    const [plan] = (await list(jar, day(-5))).body;
    expect(plan).toMatchObject({ date: day(-5), wearId: null, warnings: [] });
    expect((await wears(jar, day(-5))).body).toEqual([]);
  });
});

describe("warnings", () => {
  const place = { name: "Paris", latitude: 48.85, longitude: 2.35 };

  it("a planned piece in the laundry or put away, by the stylist's name for it", async () => {
    const plan = (await create(jar, { date: day(1), itemIds: [top, bottom] })).body;
    await setStatus(jar, bottom, "laundry");
    expect((await list(jar, day(1))).body[0]!.warnings).toEqual([
      { kind: "laundry", itemId: bottom, text: PLAN_WARNINGS.laundry("the navy chinos") },
    ]);
    expect(PLAN_WARNINGS.laundry("the navy chinos")).toBe("the navy chinos are in the laundry");
    expect(PLAN_WARNINGS.laundry("the navy suit")).toBe("the navy suit is in the laundry");
    expect(PLAN_WARNINGS.archived("the red dress")).toBe("the red dress is put away");
    await setStatus(jar, bottom, "archived");
    expect((await list(jar, day(1))).body[0]!.warnings).toEqual([
      { kind: "archived", itemId: bottom, text: PLAN_WARNINGS.archived("the navy chinos") },
    ]);
    await setStatus(jar, bottom, "active");
    expect((await list(jar, day(1))).body).toEqual([{ ...plan, warnings: [] }]);
  });

  it("rain on the day questions open shoes when closed ones are owned, naming the day", async () => {
    const sandals = await seedItem(owner, { category: "shoes", name: "sandals", styleTags: ["brown", "leather"] });
    await seedItem(owner, { category: "shoes", name: "chelsea boots", styleTags: ["black", "leather"] });
    await settings(jar, { place });
    weather().setWeather({ minC: 14, maxC: 19, morningC: 15, rainMm: 8, rainChance: 90 });
    const plan = (await create(jar, { date: day(2), itemIds: [top, bottom, sandals] })).body;
    const rain = plan.warnings.filter((warning) => warning.kind === "weather");
    expect(rain).toEqual([
      { kind: "weather", itemId: sandals, text: PLAN_WARNINGS.rain(weekday(day(2)), "the brown sandals") },
    ]);
    expect(rain[0]!.text).toBe(`rain on ${weekday(day(2))}: the brown sandals?`);
  });

  it("says nothing of the weather when the closet has nothing better, or the day is beyond the forecast", async () => {
    const sandals = await seedItem(owner, { category: "shoes", name: "sandals" });
    await settings(jar, { place });
    weather().setWeather({ minC: 14, maxC: 19, morningC: 15, rainMm: 8, rainChance: 90 });
    expect((await create(jar, { date: day(2), itemIds: [top, bottom, sandals] })).body.warnings).toEqual([]);
    await seedItem(owner, { category: "shoes", name: "chelsea boots" });
    const requests = weather().requests.length;
    const far = (await create(jar, { date: day(PLAN_LIMITS.forecastDays + 3), itemIds: [top, bottom, sandals] })).body;
    expect(far.warnings).toEqual([]);
    expect(weather().requests.length).toBe(requests);
  });

  it("a cold morning questions a linen shirt with the morning's temperature, when a warm top is owned", async () => {
    const linen = await seedItem(owner, { name: "linen shirt", styleTags: ["white", "linen"] });
    await seedItem(owner, { name: "wool jumper", styleTags: ["grey", "wool"] });
    await settings(jar, { place });
    weather().setWeather({ minC: 1, maxC: 6, morningC: 3 });
    const plan = (await create(jar, { date: day(1), itemIds: [linen, bottom] })).body;
    expect(plan.warnings).toContainEqual({
      kind: "weather",
      itemId: linen,
      text: `3 °C on ${weekday(day(1))}: the white linen shirt?`,
    });
    for (const warning of plan.warnings) expect(warning.text).not.toMatch(/^rain/);
  });

  it("heat questions a wool coat with the day's high", async () => {
    const coat = await seedItem(owner, { category: "outerwear", name: "wool coat", styleTags: ["camel", "wool"] });
    await seedItem(owner, { category: "outerwear", name: "rain shell", styleTags: ["black", "nylon"] });
    await settings(jar, { place });
    weather().setWeather({ minC: 24, maxC: 36, morningC: 26 });
    const plan = (await create(jar, { date: day(1), itemIds: [top, bottom, coat] })).body;
    expect(plan.warnings).toContainEqual({
      kind: "weather",
      itemId: coat,
      text: PLAN_WARNINGS.hot(weekday(day(1)), 36, "the camel wool coat"),
    });
    // Every warning names a piece of the plan.
    for (const warning of plan.warnings) expect([top, bottom, coat]).toContain(warning.itemId);
  });

  it("a piece planned again within three days, naming the other day; four days apart says nothing", async () => {
    const first = (await create(jar, { date: day(1), itemIds: [top, bottom] })).body;
    expect(first.warnings).toEqual([]);
    const second = (await create(jar, { date: day(3), itemIds: [top] })).body;
    expect(second.warnings).toEqual([
      { kind: "repeat", itemId: top, text: PLAN_WARNINGS.repeat("the white tee", weekday(day(1))) },
    ]);
    expect((await list(jar, day(1))).body[0]!.warnings).toEqual([
      { kind: "repeat", itemId: top, text: PLAN_WARNINGS.repeat("the white tee", weekday(day(3))) },
    ]);
    // The list of one day still sees the plans around it.
    const far = (await create(jar, { date: day(7), itemIds: [bottom] })).body;
    expect(far.warnings).toEqual([]);
  });

  it("a worn plan warns about nothing", async () => {
    const plan = (await create(jar, { date: day(0), itemIds: [top, bottom] })).body;
    await create(jar, { date: day(1), itemIds: [top] });
    expect((await list(jar, day(0))).body[0]!.warnings).toHaveLength(1);
    await wear(jar, plan.id, { today: day(0) });
    expect((await list(jar, day(0))).body[0]!.warnings).toEqual([]);
  });
});
