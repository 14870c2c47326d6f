/** PATCH /api/inspiration/{id} {styleTags}: the owner corrects an inspiration image's tags. */
import { GET as getImage, PATCH as patchImage } from "@/app/api/inspiration/[id]/route";
import { inspirationResultsPrefix } from "@/lib/ai-results";
import { type Owner, ownerKey } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { addInspiration, type InspirationView } from "@/lib/inspiration";
import { INSPIRATION_MESSAGES } from "@/lib/messages/inspiration";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { beforeEach, describe, expect, it } from "vitest";
import { api } from "../support/ai";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser } from "../support/owners";
import { freshGuest } from "../support/seed";
import { giveFileItsOwnDataDir, jpeg } from "../support/uploads";

giveFileItsOwnDataDir();

async function seed(owner: Owner, styleTags: string[] = []): Promise<number> {
  const where = owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId };
  const row = await (
    await getDb()
  ).inspirationImage.create({
    data: {
      ...where,
      styleTags,
      imageUrl: "/uploads/inspiration/a.webp",
      imageKey: "inspiration/a.webp",
      thumbnailUrl: "/uploads/inspiration/thumbs/a.webp",
      thumbnailKey: "inspiration/thumbs/a.webp",
    },
  });
  return row.id;
}

const patch = (jar: CookieJar, id: number | string, body: unknown) =>
  call<InspirationView>(patchImage, {
    path: `/api/inspiration/${id}`,
    method: "PATCH",
    params: { id: String(id) },
    body,
    jar,
  });

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  ({ jar, owner } = await freshGuest());
});

describe("PATCH /api/inspiration/{id}", () => {
  it("stores the tags (normalised) and answers the image as GET does", async () => {
    const id = await seed(owner, ["streetwear", "winter"]);
    const response = await patch(jar, id, { styleTags: [" Boho", "#summer", "boho"] });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ id, styleTags: ["boho", "summer"], isSaved: false });
    const read = await call<InspirationView>(getImage, {
      path: `/api/inspiration/${id}`,
      params: { id: String(id) },
      jar,
    });
    expect(read.body).toEqual(response.body);
    expect((await patch(jar, id, { styleTags: [] })).body.styleTags).toEqual([]);
  });

  it("drops the cached AI answers about that image only", async () => {
    const [id, otherImage] = [await seed(owner), await seed(owner)];
    const db = await getDb();
    await db.aiResult.createMany({
      data: [
        { ownerKey: ownerKey(owner), kind: "matching", inputKey: `${inspirationResultsPrefix(id)}a`, result: {} },
        {
          ownerKey: ownerKey(owner),
          kind: "matching",
          inputKey: `${inspirationResultsPrefix(otherImage)}a`,
          result: {},
        },
      ],
    });
    await patch(jar, id, { styleTags: ["boho"] });
    expect((await db.aiResult.findMany({ select: { inputKey: true } })).map((row) => row.inputKey)).toEqual([
      `${inspirationResultsPrefix(otherImage)}a`,
    ]);
  });

  it("refuses bad tags or other fields with 400 naming them", async () => {
    const id = await seed(owner, ["boho"]);
    for (const [body, message] of [
      [{ styleTags: ["x".repeat(33)] }, ITEM_MESSAGES.tagTooLong(32)],
      [{ styleTags: [""] }, ITEM_MESSAGES.emptyTag],
      [{ styleTags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, ITEM_MESSAGES.tooManyTags(20)],
      [{ styleTags: ["boho"], isSaved: true }, ITEM_MESSAGES.unknownField("isSaved")],
    ] as const) {
      const response = await patch(jar, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message, code: "validation_failed" });
    }
    expect((await (await getDb()).inspirationImage.findUniqueOrThrow({ where: { id } })).styleTags).toEqual(["boho"]);
  });

  it("answers 404 for another owner's image and leaves it alone", async () => {
    const id = await seed(owner, ["boho"]);
    for (const intruder of [await newGuest(), await newUser()]) {
      const response = await patch(intruder, id, { styleTags: ["edgy"] });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: INSPIRATION_MESSAGES.notFound, code: "inspiration_not_found" });
    }
    expect((await (await getDb()).inspirationImage.findUniqueOrThrow({ where: { id } })).styleTags).toEqual(["boho"]);
    expect((await patch(jar, "x1", { styleTags: [] })).status).toBe(404);
  });

  it("keeps the owner's own tags through a re-analysis, and gives the AI only vocabulary tags", async () => {
    delete process.env.ANTHROPIC_API_KEY; // the local analyzer
    const image = await addInspiration(owner, await jpeg());
    await patch(jar, image.id, { styleTags: ["grandma's wedding", "boho"] });
    const analysed = await api.analyzeInspiration(jar, image.id);
    expect(analysed.status, analysed.text).toBe(200);
    expect(analysed.body.styleTags).toContain("grandma's wedding");
    expect(analysed.body.styleTags.at(-1)).toBe("grandma's wedding");
  });
});
