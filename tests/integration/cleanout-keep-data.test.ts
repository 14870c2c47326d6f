/**
 * A kept piece's return day (issue #41, clothing_items.keep_until) travels with the rest of the
 * owner's data: the export ZIP writes it, the restore reads it back (and gives a keep from an older
 * archive an end), deleting the account removes it, and registering from guest mode moves it.
 */
import { POST as deleteAccountRoute } from "@/app/api/account/delete/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { PUT as putCleanout } from "@/app/api/closet/[id]/cleanout/route";
import { GET as getInsights } from "@/app/api/insights/route";
import type { Owner } from "@/lib/auth/owner";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { processImage } from "@/lib/images";
import { addMonths } from "@/lib/wears/cleanout-schema";
import type { Insights } from "@/lib/wears/contract";
import { utcToday } from "@/lib/wears/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import { addItem } from "../support/ai";
import { call, type CookieJar } from "../support/api";
import { resetDatabase } from "../support/db";
import { importZip, json, rawZip, whereOf } from "../support/import-archive";
import { newGuest, newUser, ownerOf, USER_PASSWORD, useTestAuthSecret } from "../support/owners";
import { readZip } from "../support/read-zip";
import { giveFileItsOwnDataDir, jpeg } from "../support/uploads";

giveFileItsOwnDataDir();

const TODAY = "2026-06-15";
const choose = (jar: CookieJar, id: number, body: object) =>
  call(putCleanout, { path: `/api/closet/${id}/cleanout`, method: "PUT", params: { id: String(id) }, body, jar });
const exported = async (jar: CookieJar) => {
  const answer = await call(exportRoute, { path: "/api/account/export", jar });
  expect(answer.status).toBe(200);
  return answer.bytes;
};
const closetOf = (zip: Uint8Array) =>
  (
    JSON.parse(readZip(Buffer.from(zip)).get("data.json")!.toString("utf8")) as {
      closetItems: Record<string, unknown>[];
    }
  ).closetItems;
const rowsOf = async (owner: Owner) =>
  (await getDb()).clothingItem.findMany({
    where: whereOf(owner),
    orderBy: { id: "asc" },
    select: { id: true, cleanout: true, keepUntil: true },
  });
const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/** A kept top (until 2026-09-15), a bottom to donate and undecided shoes. */
async function keptCloset(jar: CookieJar) {
  const owner = await ownerOf(jar);
  const top = await addItem(owner, "tops");
  const bottom = await addItem(owner, "bottoms", "#c8b08a");
  const shoes = await addItem(owner, "shoes", "#6f4a2f");
  expect((await choose(jar, top, { choice: "keep", keepMonths: 3, today: TODAY })).status).toBe(200);
  expect((await choose(jar, bottom, { choice: "donate" })).status).toBe(200);
  return { owner, top, bottom, shoes };
}

beforeEach(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  useTestAuthSecret();
  resetEnvForTests();
  await resetDatabase();
});

describe("a keep's end in the owner's data", () => {
  it("is in the export as a calendar day, and the restore puts it back", async () => {
    const a = await newUser();
    const me = await keptCloset(a);
    const zip = await exported(a);
    expect(closetOf(zip).map((item) => [item.id, item.cleanout, item.keepUntil])).toEqual([
      [me.top, "keep", "2026-09-15"],
      [me.bottom, "donate", null],
      [me.shoes, null, null],
    ]);

    const b = await newUser();
    const answer = await importZip(b, zip);
    expect(answer.status, answer.text).toBe(200);
    const restored = await rowsOf(await ownerOf(b));
    expect(restored.map((row) => [row.cleanout, day(row.keepUntil)])).toEqual([
      ["keep", "2026-09-15"],
      ["donate", null],
      [null, null],
    ]);
    // B's insights read it as A's do: the top snoozed, the bottom leaving.
    const view = await call<Insights>(getInsights, { path: `/api/insights?today=${TODAY}`, jar: b });
    expect(view.body.leaving.map((item) => item.cleanout)).toEqual(["donate"]);
  });

  it("gives a keep from an archive made before keeps had an end the default period from today", async () => {
    const photo = (await processImage(await jpeg())).web.data;
    const zip = rawZip([
      {
        name: "data.json",
        deflate: true,
        data: json({
          format: "stylematch-export",
          version: 1,
          exportedAt: "2026-01-01T00:00:00.000Z",
          closetItems: [{ id: 7, category: "tops", styleTags: [], cleanout: "keep", image: "closet/tops/7.webp" }],
          inspirationImages: [],
          outfits: [],
        }),
      },
      { name: "closet/tops/7.webp", data: photo },
    ]);
    const jar = await newUser();
    const answer = await importZip(jar, zip);
    expect(answer.status, answer.text).toBe(200);
    const [row] = await rowsOf(await ownerOf(jar));
    expect([row!.cleanout, day(row!.keepUntil)]).toEqual(["keep", addMonths(utcToday(), 3)]);
  });

  it("refuses an archive whose keep end is not a real day", async () => {
    const zip = rawZip([
      {
        name: "data.json",
        deflate: true,
        data: json({
          format: "stylematch-export",
          version: 1,
          closetItems: [
            { id: 7, category: "tops", cleanout: "keep", keepUntil: "2026-02-30", image: "closet/tops/7.webp" },
          ],
        }),
      },
    ]);
    const answer = await importZip(await newUser(), zip);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("keepUntil");
  });

  it("moves with the items when a guest registers, and goes with the account when it is deleted", async () => {
    const jar = await newGuest();
    const guest = await keptCloset(jar);
    const before = await rowsOf(guest.owner);
    await newUser(jar);
    const user = await ownerOf(jar);
    expect(user.kind).toBe("user");
    expect(await rowsOf(user)).toEqual(before);
    expect(before.map((row) => day(row.keepUntil))).toEqual(["2026-09-15", null, null]);

    const deleted = await call(deleteAccountRoute, {
      path: "/api/account/delete",
      body: { password: USER_PASSWORD, username: (user as { username: string }).username },
      jar,
    });
    expect(deleted.status, deleted.text).toBe(200);
    const db = await getDb();
    expect(await db.clothingItem.count({ where: { keepUntil: { not: null } } })).toBe(0);
  });
});
