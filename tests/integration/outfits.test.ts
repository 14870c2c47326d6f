import { DELETE as deleteOutfit } from "@/app/api/outfits/[id]/route";
import { POST as postSave } from "@/app/api/outfits/[id]/save/route";
import { GET as getOutfits } from "@/app/api/outfits/route";
import { POST as createPlan } from "@/app/api/plans/route";
import { localProvider } from "@/lib/ai/local";
import { removeClosetItem } from "@/lib/closet";
import { getDb } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { OUTFIT_GAP_MESSAGES, OUTFIT_MESSAGES, OUTFIT_TEXT } from "@/lib/messages/outfits";
import { closetReadyForOutfits } from "@/lib/outfits";
import type { PlanView } from "@/lib/plans/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addItem, api, type OutfitBody, outfitCloset } from "../support/ai";
import { type Answer, call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshLocalAi } from "../support/seed";
import { giveFileItsOwnDataDir } from "../support/uploads";

/**
 * Saved outfits through the real route handlers, sessions and database: GET /api/outfits[?saved=],
 * POST /api/outfits/{id}/save (toggle), DELETE /api/outfits/{id}, all scoped by owner; plus what the
 * outfit screen relies on in POST /api/outfits/suggestions (isSaved, missingItems, fresh).
 */
giveFileItsOwnDataDir();

beforeEach(freshLocalAi);
afterEach(() => vi.restoreAllMocks());

type Outfit = OutfitBody & { isSaved: boolean; missingItems: number };

/** Status and body only, so a whole answer can be compared with toEqual. */
const answer = <T>({ status, body }: Answer<T>) => ({ status, body });
const byId = (id: number | string) => ({ id: String(id) });
const list = async <T = Outfit[]>(jar: CookieJar | null, query = "") =>
  answer(await call<T>(getOutfits, { path: `/api/outfits${query}`, jar }));
const save = async <T = { id: number; isSaved: boolean }>(
  jar: CookieJar | null,
  id: number | string,
  body?: { saved: unknown },
) =>
  answer(
    await call<T>(postSave, {
      path: `/api/outfits/${id}/save`,
      method: "POST",
      params: byId(id),
      jar,
      ...(body ? { body } : {}),
    }),
  );
const remove = async <T = null>(jar: CookieJar | null, id: number | string) =>
  answer(await call<T>(deleteOutfit, { path: `/api/outfits/${id}`, method: "DELETE", params: byId(id), jar }));
const notFound = { status: 404, body: { message: OUTFIT_MESSAGES.notFound, code: "outfit_not_found" } };

/** A guest (or user) with a closet that makes outfits, and its suggested outfits. */
async function withSuggestions(jar: CookieJar): Promise<Outfit[]> {
  await outfitCloset(await ownerOf(jar));
  const { status, body } = await api.suggestions<{ outfits: Outfit[] }>(jar, {});
  expect(status).toBe(200);
  expect(body.outfits.length).toBeGreaterThanOrEqual(2);
  return body.outfits;
}

describe("suggestions as the outfit screen reads them", () => {
  it("carry isSaved false and no missing items when fresh", async () => {
    const outfits = await withSuggestions(await newGuest());
    for (const outfit of outfits) expect(outfit).toMatchObject({ isSaved: false, missingItems: 0 });
  });

  it("fresh: true asks the AI again ('new ideas'); without it the cached set answers", async () => {
    const guest = await newGuest();
    const first = await withSuggestions(guest);
    const suggest = vi.spyOn(localProvider, "suggestOutfits");
    const cached = await api.suggestions<{ outfits: Outfit[] }>(guest, {});
    expect(cached.body.outfits.map((o) => o.id)).toEqual(first.map((o) => o.id));
    expect(suggest).not.toHaveBeenCalled();
    const fresh = await api.suggestions<{ outfits: Outfit[] }>(guest, { fresh: true });
    expect(fresh.status).toBe(200);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(fresh.body.outfits.map((o) => o.id)).not.toEqual(first.map((o) => o.id));
    expect(await api.suggestions(guest, { fresh: "yes" })).toMatchObject({
      status: 400,
      body: { message: OUTFIT_MESSAGES.invalidFresh },
    });
  });

  it("'new ideas' answers combinations not shown yet, then says all have been shown, then starts over", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    // 3 tops × 3 bottoms: 9 combinations, one more than a set of 8.
    for (const fill of ["#1b2a4a", "#f5eedc", "#c62828"]) await addItem(owner, "tops", fill);
    for (const fill of ["#d9c9ad", "#0a0a0a", "#2f5fb3"]) await addItem(owner, "bottoms", fill);
    await addItem(owner, "shoes", "#6f4a2f");
    type Ideas = { outfits: Outfit[]; notice?: string };
    const pairOf = (outfit: Outfit) =>
      outfit.items
        .filter((item) => item.category !== "shoes")
        .map((item) => item.id)
        .sort((a, b) => a - b)
        .join("/");
    const first = await api.suggestions<Ideas>(guest, {});
    expect(first.status).toBe(200);
    expect(first.body.notice).toBeUndefined();
    const shown = first.body.outfits.map(pairOf);
    expect(shown).toHaveLength(8);

    const second = await api.suggestions<Ideas>(guest, { fresh: true });
    expect(second.status).toBe(200);
    expect(second.body.outfits.length).toBeGreaterThan(0);
    for (const pair of second.body.outfits.map(pairOf)) expect(shown).not.toContain(pair);
    // The ninth was the last one the closet allows: the answer says so.
    expect(second.body.notice).toBe(OUTFIT_TEXT.allCombinationsShown);
    // Viewing again (no 'new ideas') answers the same set, with the same notice.
    expect((await api.suggestions<Ideas>(guest, {})).body).toEqual(second.body);

    const third = await api.suggestions<Ideas>(guest, { fresh: true });
    expect(third.body.notice).toBeUndefined();
    expect(third.body.outfits.map(pairOf)).toEqual(shown);
  });

  it("names the outfits of one set apart, by the piece that tells them apart (issue #41)", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    // Two black tops with one pair of black bottoms: the engine calls both outfits "all-black …".
    const plain = await addItem(owner, "tops", "#0a0a0a");
    const named = await addItem(owner, "tops", "#0a0a0a");
    await addItem(owner, "bottoms", "#0a0a0a");
    await (await getDb()).clothingItem.update({ where: { id: named }, data: { name: "grandma's gift" } });
    const suggest = vi.spyOn(localProvider, "suggestOutfits");
    const { status, body } = await api.suggestions<{ outfits: Outfit[] }>(guest, {});
    expect(status).toBe(200);
    const engineNames = ((await suggest.mock.results[0]!.value) as { outfits: { name: string }[] }).outfits.map(
      (outfit) => outfit.name,
    );
    expect(new Set(engineNames).size, "the engine repeats a name (what this test is about)").toBeLessThan(
      engineNames.length,
    );
    const names = body.outfits.map((outfit) => outfit.name);
    expect(new Set(names).size).toBe(names.length);
    const withNamed = body.outfits.find((outfit) => outfit.items.some((item) => item.id === named));
    const withPlain = body.outfits.find((outfit) => outfit.items.some((item) => item.id === plain));
    expect(withNamed?.name).toMatch(/^all-black .+ with the grandma's gift$/);
    expect(withPlain?.name).toMatch(/^all-black /);
    // The stored name is the one answered: saving keeps it.
    expect((await list(guest, `?ids=${withNamed!.id}`)).body).toMatchObject([{ name: withNamed!.name }]);
  });

  it("a filter that leaves no top answers 422 naming it, never 502", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const top = await addItem(owner, "tops", "#1b2a4a");
    await addItem(owner, "bottoms", "#d9c9ad");
    const db = await getDb();
    await db.clothingItem.update({ where: { id: top }, data: { styleTags: ["navy", "wool", "winter"] } });
    expect(await api.suggestions(guest, { season: "summer" })).toMatchObject({
      status: 422,
      body: {
        code: "outfits_filtered_out",
        message: OUTFIT_GAP_MESSAGES.filteredOutPart("top", "summer", "all-season"),
      },
    });
  });

  it("bad filter values answer 400 with a message", async () => {
    const guest = await newGuest();
    await outfitCloset(await ownerOf(guest));
    expect(await api.suggestions(guest, { season: "monsoon" })).toMatchObject({
      status: 400,
      body: { message: OUTFIT_MESSAGES.invalidSeason },
    });
    expect(await api.suggestions(guest, { styleTheme: "grunge" })).toMatchObject({
      status: 400,
      body: { message: OUTFIT_MESSAGES.invalidStyleTheme },
    });
    expect(await api.suggestions(guest, { season: 3 })).toMatchObject({
      status: 400,
      body: { message: OUTFIT_MESSAGES.invalidSeason },
    });
  });
});

describe("saving outfits", () => {
  it("sets saved, lists saved outfits most recently saved first, and unsaves", async () => {
    const guest = await newGuest();
    const [a, b, c] = await withSuggestions(guest);
    expect(await list(guest, "?saved=true")).toEqual({ status: 200, body: [] });

    expect(await save(guest, b!.id, { saved: true })).toEqual({ status: 200, body: { id: b!.id, isSaved: true } });
    // Without a body a call saves.
    expect(await save(guest, a!.id)).toEqual({ status: 200, body: { id: a!.id, isSaved: true } });
    const saved = await list(guest, "?saved=true");
    expect(saved.status).toBe(200);
    expect(saved.body.map((o) => o.id)).toEqual([a!.id, b!.id]);
    expect(saved.body[0]).toEqual({ ...a!, isSaved: true });

    const unsaved = await list(guest, "?saved=false");
    expect(unsaved.body.map((o) => o.id)).toContain(c!.id);
    expect(unsaved.body.map((o) => o.id)).not.toContain(a!.id);
    expect((await list(guest)).body.length).toBe((await list(guest, "?saved=false")).body.length + 2);

    // The suggestions answer (from the cache) shows the saved state too.
    const again = await api.suggestions<{ outfits: Outfit[] }>(guest, {});
    expect(again.body.outfits.find((o) => o.id === a!.id)?.isSaved).toBe(true);

    expect(await save(guest, a!.id, { saved: false })).toEqual({ status: 200, body: { id: a!.id, isSaved: false } });
    expect((await list(guest, "?saved=true")).body.map((o) => o.id)).toEqual([b!.id]);
    const row = await (await getDb()).outfit.findUniqueOrThrow({ where: { id: a!.id } });
    expect(row.savedAt).toBeNull();
  });

  it("is PUT-like: the same state twice (a double click, a retry) stays that state, and keeps its saved date", async () => {
    const guest = await newGuest();
    const [a] = await withSuggestions(guest);
    const both = await Promise.all([save(guest, a!.id, { saved: true }), save(guest, a!.id, { saved: true })]);
    expect(both.map((r) => r.body)).toEqual([
      { id: a!.id, isSaved: true },
      { id: a!.id, isSaved: true },
    ]);
    const db = await getDb();
    const { savedAt } = await db.outfit.findUniqueOrThrow({ where: { id: a!.id } });
    expect(savedAt).not.toBeNull();
    expect((await save(guest, a!.id, { saved: true })).body).toEqual({ id: a!.id, isSaved: true });
    expect((await db.outfit.findUniqueOrThrow({ where: { id: a!.id } })).savedAt).toEqual(savedAt);
    expect((await list(guest, "?saved=true")).body.map((o) => o.id)).toEqual([a!.id]);
    for (let i = 0; i < 2; i++)
      expect((await save(guest, a!.id, { saved: false })).body).toEqual({ id: a!.id, isSaved: false });
    expect((await list(guest, "?saved=true")).body).toEqual([]);
  });

  it("refuses a saved that is not true or false with 400 and a message", async () => {
    const guest = await newGuest();
    const [a] = await withSuggestions(guest);
    for (const saved of ["true", 1, null])
      expect(await save(guest, a!.id, { saved }), String(saved)).toEqual({
        status: 400,
        body: { message: OUTFIT_MESSAGES.invalidSaved, code: "validation_failed" },
      });
  });

  it("an idea that lost a piece cannot be saved (409 with the reason); unsaving a saved one still works", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const [a, b] = await withSuggestions(guest);
    await save(guest, b!.id, { saved: true });
    const gone = a!.items.find((item) => b!.items.every((other) => other.id !== item.id)) ?? a!.items[0]!;
    await removeClosetItem(owner, gone.id);
    expect(await save(guest, a!.id, { saved: true })).toEqual({
      status: 409,
      body: { message: OUTFIT_MESSAGES.incomplete(1), code: "outfit_incomplete" },
    });
    expect((await list(guest, `?ids=${a!.id}`)).body).toEqual([
      { ...a!, items: a!.items.filter((i) => i.id !== gone.id), missingItems: 1 },
    ]);
    expect((await save(guest, b!.id, { saved: false })).status).toBe(200);
  });

  it("an idea with the pieces of a saved outfit is that saved outfit, never a second copy", async () => {
    const guest = await newGuest();
    const [a] = await withSuggestions(guest);
    await save(guest, a!.id, { saved: true });
    const again = await api.suggestions<{ outfits: Outfit[] }>(guest, { fresh: true });
    const pieces = (o: Outfit) =>
      o.items
        .map((item) => item.id)
        .sort((x, y) => x - y)
        .join();
    const same = again.body.outfits.filter((o) => pieces(o) === pieces(a!));
    expect(same.map((o) => [o.id, o.isSaved])).toEqual([[a!.id, true]]);
    expect((await list(guest, "?saved=true")).body.map((o) => o.id)).toEqual([a!.id]);
  });

  it("?ids= reads those outfits as they are now, in that order, leaving out gone and other owners' ids", async () => {
    const guest = await newGuest();
    const [a, b] = await withSuggestions(guest);
    const [theirs] = await withSuggestions(await newGuest());
    expect((await list(guest, `?ids=${b!.id},${theirs!.id},${a!.id},999999`)).body.map((o) => o.id)).toEqual([
      b!.id,
      a!.id,
    ]);
    for (const query of [
      "?ids=",
      "?ids=a",
      "?ids=1,,2",
      `?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`,
    ])
      expect(await list(guest, query), query).toEqual({
        status: 400,
        body: { message: OUTFIT_MESSAGES.invalidIds, code: "validation_failed" },
      });
  });

  it("a bad saved filter answers 400 with a message", async () => {
    const guest = await newGuest();
    for (const query of ["?saved=yes", "?saved=", "?saved=TRUE", "?saved=1"]) {
      expect(await list(guest, query), query).toEqual({
        status: 400,
        body: { message: OUTFIT_MESSAGES.invalidSavedFilter, code: "validation_failed" },
      });
    }
  });

  it("saved outfits, and ideas planned for a day (issue #43), survive the pruning of old suggestions", async () => {
    const guest = await newGuest();
    const [a, planned] = await withSuggestions(guest);
    await save(guest, a!.id);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const plan = await call<PlanView>(createPlan, {
      path: "/api/plans",
      body: { date: tomorrow, outfitId: planned!.id },
      jar: guest,
    });
    expect(plan.status).toBe(201);
    // Ask afresh until more than KEEP_UNSAVED (64) suggestions were made: 17 more sets of 4.
    const spy = vi.spyOn(localProvider, "suggestOutfits");
    for (let i = 0; i < 17; i++) expect((await api.suggestions(guest, { fresh: true })).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(17);
    expect(await (await getDb()).outfit.count({ where: { isSaved: false } })).toBeLessThanOrEqual(64);
    expect((await list(guest, "?saved=true")).body.map((o) => o.id)).toEqual([a!.id]);
    const db = await getDb();
    expect(await db.outfit.findUnique({ where: { id: planned!.id }, select: { name: true } })).toEqual({
      name: planned!.name,
    });
    expect(await db.plan.findUnique({ where: { id: plan.body.id }, select: { outfitId: true } })).toEqual({
      outfitId: planned!.id,
    });
  });

  it("an outfit whose closet item was deleted keeps its other items and counts the missing one", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const [a] = await withSuggestions(guest);
    await save(guest, a!.id);
    const gone = a!.items[0]!;
    await removeClosetItem(owner, gone.id);
    const [saved] = (await list(guest, "?saved=true")).body;
    expect(saved!.items.map((item) => item.id)).toEqual(a!.items.slice(1).map((item) => item.id));
    expect(saved!.missingItems).toBe(1);
  });
});

describe("deleting outfits", () => {
  it("answers 204 and the outfit is gone; a second delete answers 404", async () => {
    const guest = await newGuest();
    const [a, b] = await withSuggestions(guest);
    await save(guest, a!.id);
    expect(await remove(guest, a!.id)).toEqual({ status: 204, body: null });
    expect((await list(guest)).body.map((o) => o.id)).not.toContain(a!.id);
    expect((await list(guest)).body.map((o) => o.id)).toContain(b!.id);
    expect(await (await getDb()).outfitItem.count({ where: { outfitId: a!.id } })).toBe(0);
    expect(await remove(guest, a!.id)).toEqual(notFound);
    expect(await save(guest, a!.id)).toEqual(notFound);
  });
});

describe("owner scoping and ids", () => {
  it("another owner's outfit is never listed, saved or deleted (404)", async () => {
    const owner = await newUser();
    const [mine] = await withSuggestions(owner);
    await save(owner, mine!.id);
    for (const other of [await newGuest(), await newUser()]) {
      expect(await list(other)).toEqual({ status: 200, body: [] });
      expect(await list(other, "?saved=true")).toEqual({ status: 200, body: [] });
      expect(await save(other, mine!.id)).toEqual(notFound);
      expect(await remove(other, mine!.id)).toEqual(notFound);
    }
    expect((await list(owner, "?saved=true")).body).toEqual([{ ...mine!, isSaved: true }]);
  });

  it("ids that cannot be outfits answer 404 with the same message", async () => {
    const guest = await newGuest();
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483648", "1e3", ""]) {
      expect(await save(guest, id), id).toEqual(notFound);
      expect(await remove(guest, id), id).toEqual(notFound);
    }
    expect(await save(guest, 12345)).toEqual(notFound);
  });

  it("needs a session: 401", async () => {
    const refusal = { status: 401, body: { message: AUTH_MESSAGES.signInRequired, code: "unauthorized" } };
    expect(await list(null)).toEqual(refusal);
    expect(await save(null, 1)).toEqual(refusal);
    expect(await remove(null, 1)).toEqual(refusal);
  });
});

describe("closet readiness (the screen's first HTML)", () => {
  it("needs a top and a bottom, or a dress", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    expect(await closetReadyForOutfits(owner)).toBe(false);
    await addItem(owner, "tops");
    await addItem(owner, "shoes");
    expect(await closetReadyForOutfits(owner)).toBe(false);
    await addItem(owner, "bottoms");
    expect(await closetReadyForOutfits(owner)).toBe(true);
    const other = await ownerOf(await newGuest());
    await addItem(other, "dresses");
    expect(await closetReadyForOutfits(other)).toBe(true);
  });
});

describe("suggestions and the wear log (issue #28)", () => {
  it("leave out a top worn today when other tops can stand in, say so, and ask again once a wear is logged", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const tops: number[] = [];
    for (const fill of ["#1b2a4a", "#f5eedc", "#c62828"]) tops.push(await addItem(owner, "tops", fill));
    for (const fill of ["#d9c9ad", "#0a0a0a"]) await addItem(owner, "bottoms", fill);
    const before = await api.suggestions<{ outfits: Outfit[] }>(guest, {});
    expect(before.status).toBe(200);
    const favourite = tops.find((top) => before.body.outfits.some((outfit) => outfit.items.some((i) => i.id === top)))!;
    const db = await getDb();
    await db.wear.create({
      data: {
        guestId: (owner as { guestId: string }).guestId,
        date: new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`),
        items: { create: [{ clothingItemId: favourite, position: 0 }] },
      },
    });
    const after = await api.suggestions<{ outfits: Outfit[] }>(guest, {});
    expect(after.status).toBe(200);
    expect(after.body.outfits.length).toBeGreaterThan(0);
    for (const outfit of after.body.outfits) {
      expect(outfit.items.map((item) => item.id)).not.toContain(favourite);
      expect(outfit.description).toMatch(/Nothing here was worn in the last 3 days\./);
    }
  });
});
