import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { OUTFIT_GAP_MESSAGES, OUTFIT_MESSAGES, OUTFIT_TEXT } from "@/lib/messages/outfits";
import { TOAST } from "@/lib/messages/toasts";
import { VALIDATION } from "@/lib/messages/validation";
import { expectToast } from "./support/auth";
import { becomeGuest, seedItems } from "./support/closet";
import { listOutfits, seedOutfitCloset, suggestOutfits } from "./support/outfits";
import { expect, type Page, type Request, test } from "./support/test";

/** The outfit screen (/outfit-creator, /outfit-ideas, /outfits) as a guest on the local analyzer, at a phone's and a laptop's width. */

const cards = (page: Page) => page.getByRole("list", { name: "outfit ideas" }).getByTestId("outfit-card");
const savedCards = (page: Page) => page.getByRole("list", { name: "saved outfits" }).getByTestId("outfit-card");
const card = (page: Page, id: number) => page.locator(`[data-testid="outfit-card"][data-id="${id}"]`);
const toast = (page: Page) => page.locator('[data-slot="toast"]');
const chip = (page: Page, group: string, value: string) =>
  page.getByRole("group", { name: group }).getByRole("button", { name: value, exact: true });
const ideasRequest = (page: Page, match: (body: Record<string, unknown>) => boolean) =>
  page.waitForRequest(
    (req: Request) =>
      req.method() === "POST" &&
      req.url().includes("/api/outfits/suggestions") &&
      match((req.postDataJSON() ?? {}) as Record<string, unknown>),
  );

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a closet without a top and a bottom gets SPEC §5's message and a way to add clothes, on all three paths", async ({
      page,
    }) => {
      await seedItems(page.request, 1, "tops");
      for (const path of ["/outfit-creator", "/outfit-ideas", "/outfits"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: OUTFIT_TEXT.title })).toBeVisible();
        await expect(page.getByText(VALIDATION.outfitsNeedTopAndBottom)).toBeVisible();
        await expect(page.getByTestId("outfit-skeleton")).toHaveCount(0);
        await expect(page.getByRole("link", { name: OUTFIT_TEXT.addClothes })).toHaveAttribute(
          "href",
          "/closet-upload",
        );
      }
      await page.getByRole("link", { name: OUTFIT_TEXT.addClothes }).click();
      await expect(page).toHaveURL(/\/closet-upload$/);
    });

    test("filters select, toggle off and clear; 'new ideas' asks again", async ({ page }) => {
      await seedOutfitCloset(page.request);
      const first = ideasRequest(page, (body) => !body.season && !body.styleTheme);
      await page.goto("/outfit-creator");
      await first;
      // The ideas come from the client island, so once they show, it is running.
      await expect(cards(page).first()).toBeVisible();
      const count = await cards(page).count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (const outfit of await cards(page).all()) {
        await expect(outfit.getByRole("heading", { level: 2 })).not.toBeEmpty();
        expect(await outfit.getByRole("list", { name: "items" }).getByRole("img").count()).toBeLessThanOrEqual(3);
      }

      const winter = chip(page, OUTFIT_TEXT.seasonLabel, "winter");
      await expect(winter).toHaveAttribute("aria-pressed", "false");
      const asked = ideasRequest(page, (body) => body.season === "winter");
      await winter.click();
      await asked;
      await expect(winter).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("outfit-skeleton")).toHaveCount(0);

      // Pressing the pressed value clears it; the unfiltered ideas answer from the cache.
      await winter.click();
      await expect(winter).toHaveAttribute("aria-pressed", "false");
      await expect(cards(page)).toHaveCount(count);

      const chill = chip(page, OUTFIT_TEXT.styleThemeLabel, "chill");
      const clear = page.getByRole("button", { name: OUTFIT_TEXT.clearFilters }).first();
      await expect(clear).toBeDisabled();
      const both = ideasRequest(page, (body) => body.season === "summer" && body.styleTheme === "chill");
      await chip(page, OUTFIT_TEXT.seasonLabel, "summer").click();
      await chill.click();
      await both;
      await expect(chip(page, OUTFIT_TEXT.seasonLabel, "summer")).toHaveAttribute("aria-pressed", "true");
      await expect(chill).toHaveAttribute("aria-pressed", "true");
      await clear.click();
      await expect(chip(page, OUTFIT_TEXT.seasonLabel, "summer")).toHaveAttribute("aria-pressed", "false");
      await expect(chill).toHaveAttribute("aria-pressed", "false");
      await expect(clear).toBeDisabled();
      await expect(cards(page)).toHaveCount(count);

      // Two tops × two bottoms: the first set already showed every combination, and 'new ideas' says so.
      const fresh = ideasRequest(page, (body) => body.fresh === true);
      await page.getByRole("button", { name: OUTFIT_TEXT.newIdeas }).click();
      await fresh;
      await expect(page.getByTestId("outfit-skeleton")).toHaveCount(0);
      await expect(cards(page)).toHaveCount(count);
      await expect(page.getByText(OUTFIT_TEXT.allCombinationsShown)).toBeVisible();
    });

    test("save an outfit, find it in the saved view after a reload, and unsave it", async ({ page }) => {
      await seedOutfitCloset(page.request);
      await page.goto("/outfit-creator");
      const outfit = cards(page).first();
      await expect(outfit).toBeVisible();
      const id = Number(await outfit.getAttribute("data-id"));
      const name = await outfit.getByRole("heading", { level: 2 }).textContent();

      // One name, the outfit's own, whatever the state: the state is aria-pressed.
      const save = card(page, id).getByRole("button", { name: OUTFIT_TEXT.saveOutfitNamed(name!), exact: true });
      await expect(save).toHaveAttribute("aria-pressed", "false");
      await save.click();
      await expectToast(page, TOAST.outfitSaved.title, TOAST.outfitSaved.description);
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await expect.poll(async () => (await listOutfits(page.request, "?saved=true")).map((o) => o.id)).toEqual([id]);

      await page.reload();
      const savedTab = page.getByRole("tab", { name: /saved/ });
      await expect(savedTab).toContainText("(1)");
      await savedTab.click();
      await expect(savedCards(page)).toHaveCount(1);
      await expect(savedCards(page).first()).toHaveAttribute("data-id", String(id));
      await expect(savedCards(page).first().getByRole("heading", { level: 2 })).toHaveText(name!);
      const unsave = savedCards(page)
        .first()
        .getByRole("button", { name: OUTFIT_TEXT.saveOutfitNamed(name!), exact: true });
      await expect(unsave).toHaveAttribute("aria-pressed", "true");
      await unsave.click();
      await expect(page.getByText(OUTFIT_TEXT.savedEmptyTitle)).toBeVisible();
      await expect.poll(async () => listOutfits(page.request, "?saved=true")).toEqual([]);
      // The last saved outfit left: focus is on the saved tab, and the toast offers undo.
      await expect(page.getByRole("tab", { name: /saved/ })).toBeFocused();
      await expect(toast(page)).toContainText(OUTFIT_TEXT.unsaved);
      await toast(page).getByRole("button", { name: CLOSET_GRID_TEXT.undo }).click();
      await expect(savedCards(page)).toHaveCount(1);
      await expect.poll(async () => (await listOutfits(page.request, "?saved=true")).map((o) => o.id)).toEqual([id]);
      await savedCards(page)
        .first()
        .getByRole("button", { name: OUTFIT_TEXT.saveOutfitNamed(name!), exact: true })
        .click();
      await expect(page.getByText(OUTFIT_TEXT.savedEmptyTitle)).toBeVisible();

      await page.reload();
      await page.getByRole("tab", { name: /saved/ }).click();
      await expect(page.getByText(OUTFIT_TEXT.savedEmptyTitle)).toBeVisible();
    });
  });
}

test("a filter that leaves no top is an empty state naming why, not a network error", async ({ page }) => {
  const [top] = await seedItems(page.request, 1, "tops");
  await seedItems(page.request, 1, "bottoms", "#d9c9ad");
  const tagged = await page.request.post("/api/closet/bulk", {
    data: { ids: [top!.id], action: "add-tag", value: "winter" },
  });
  expect(tagged.status(), await tagged.text()).toBe(200);
  const asked = page.waitForResponse((res) => res.url().includes("/api/outfits/suggestions"));
  await page.goto("/outfit-creator?season=summer");
  expect((await asked).status()).toBe(422);
  await expect(page.getByText(OUTFIT_TEXT.noIdeasTitle)).toBeVisible();
  await expect(page.getByText(OUTFIT_GAP_MESSAGES.filteredOutPart("top", "summer", "all-season"))).toBeVisible();
  await expect(page.getByText(OUTFIT_TEXT.failedTitle)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "try again" })).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0);
  await page.getByRole("button", { name: OUTFIT_TEXT.clearFilters }).last().click();
  await expect(cards(page).first()).toBeVisible();
});

test("a saved outfit whose closet item was deleted shows its other items with a note", async ({ page }) => {
  await seedOutfitCloset(page.request);
  const [outfit] = await suggestOutfits(page.request);
  expect((await page.request.post(`/api/outfits/${outfit!.id}/save`)).ok()).toBe(true);
  const gone = outfit!.items[0]!;
  expect((await page.request.delete(`/api/closet/${gone.id}`)).status()).toBe(204);

  await page.goto("/outfits");
  await page.getByRole("tab", { name: /saved/ }).click();
  const saved = savedCards(page).first();
  await expect(saved).toHaveAttribute("data-id", String(outfit!.id));
  await expect(saved.getByRole("list", { name: "items" }).getByRole("img")).toHaveCount(outfit!.items.length - 1);
  await expect(saved.getByTestId("outfit-missing-note")).toHaveText(OUTFIT_TEXT.missingItems(1));
});

test("a double click on 'save outfit' sends {saved: true} once, ends saved, and the button waits for the answer", async ({
  page,
}) => {
  await seedOutfitCloset(page.request);
  await page.goto("/outfit-creator");
  const outfit = cards(page).first();
  await expect(outfit).toBeVisible();
  const id = Number(await outfit.getAttribute("data-id"));
  const name = (await outfit.getByRole("heading", { level: 2 }).textContent())!;
  const bodies: unknown[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/outfits/${id}/save?_t=*`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });
  const save = card(page, id).getByRole("button", { name: OUTFIT_TEXT.saveOutfitNamed(name), exact: true });
  await save.dblclick();
  await expect(save).toBeDisabled();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  release();
  await expectToast(page, TOAST.outfitSaved.title, TOAST.outfitSaved.description);
  await expect(save).toBeEnabled();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  expect(bodies).toEqual([{ saved: true }]);
  expect((await listOutfits(page.request, "?saved=true")).map((o) => o.id)).toEqual([id]);

  // The contract itself is idempotent: the same state twice stays that state; no body means save.
  for (const body of [{ saved: true }, { saved: true }]) {
    const answer = await page.request.post(`/api/outfits/${id}/save`, { data: body });
    expect(await answer.json()).toEqual({ id, isSaved: true });
  }
  expect(await (await page.request.post(`/api/outfits/${id}/save`, { data: { saved: false } })).json()).toEqual({
    id,
    isSaved: false,
  });
  expect(await (await page.request.post(`/api/outfits/${id}/save`)).json()).toEqual({ id, isSaved: true });
});

test("season and style theme live in the URL: reload and Back keep them", async ({ page }) => {
  await seedOutfitCloset(page.request);
  await page.goto("/outfit-creator");
  await expect(cards(page).first()).toBeVisible();
  await chip(page, OUTFIT_TEXT.seasonLabel, "winter").click();
  await chip(page, OUTFIT_TEXT.styleThemeLabel, "chill").click();
  await expect(page).toHaveURL(/\/outfit-creator\?season=winter&styleTheme=chill$/);
  await page.reload();
  await expect(chip(page, OUTFIT_TEXT.seasonLabel, "winter")).toHaveAttribute("aria-pressed", "true");
  await expect(chip(page, OUTFIT_TEXT.styleThemeLabel, "chill")).toHaveAttribute("aria-pressed", "true");
  await page.goto("/closet");
  await page.goBack();
  await expect(page).toHaveURL(/\/outfit-creator\?season=winter&styleTheme=chill$/);
  await expect(chip(page, OUTFIT_TEXT.seasonLabel, "winter")).toHaveAttribute("aria-pressed", "true");
  await expect(chip(page, OUTFIT_TEXT.styleThemeLabel, "chill")).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: OUTFIT_TEXT.clearFilters }).first().click();
  await expect(page).toHaveURL(/\/outfit-creator$/);
});

test("an idea already saved shows as saved, and saving it again never adds a second copy", async ({ page }) => {
  await seedOutfitCloset(page.request);
  const [first] = await suggestOutfits(page.request);
  expect((await page.request.post(`/api/outfits/${first!.id}/save`, { data: { saved: true } })).ok()).toBe(true);
  // Asked again on purpose: the same pieces come back as the saved outfit, not as a new copy.
  const again = await suggestOutfits(page.request, { fresh: true });
  const same = again.find((outfit) => outfit.items.map((i) => i.id).join() === first!.items.map((i) => i.id).join());
  expect(same).toMatchObject({ id: first!.id, isSaved: true });

  await page.goto("/outfit-creator");
  const name = first!.name;
  const save = card(page, first!.id).getByRole("button", { name: OUTFIT_TEXT.saveOutfitNamed(name), exact: true });
  await expect(save).toHaveAttribute("aria-pressed", "true");
  expect((await listOutfits(page.request, "?saved=true")).map((o) => o.id)).toEqual([first!.id]);
});

test("an idea whose piece was deleted in another tab is refetched on focus; saving or sharing it is refused", async ({
  page,
  context,
}) => {
  await seedOutfitCloset(page.request);
  await page.goto("/outfit-creator");
  const outfit = cards(page).first();
  await expect(outfit).toBeVisible();
  const id = Number(await outfit.getAttribute("data-id"));
  const [shown] = await listOutfits(page.request, `?ids=${id}`);
  const name = shown!.name;

  // Another tab deletes one of its pieces; this one learns of it when it is looked at again.
  const other = await context.newPage();
  const deleted = await other.request.delete(`/api/closet/${shown!.items[0]!.id}`);
  expect(deleted.status()).toBe(204);
  await other.close();
  const refetched = page.waitForResponse((r) => r.url().includes(`/api/outfits?ids=`) && r.ok());
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await refetched;
  await expect(card(page, id).getByTestId("outfit-missing-note")).toHaveText(OUTFIT_TEXT.missingItems(1));

  await card(page, id)
    .getByRole("button", { name: OUTFIT_TEXT.saveOutfitNamed(name), exact: true })
    .click();
  await expect(toast(page)).toContainText(OUTFIT_TEXT.saveFailed);
  await expect(toast(page)).toContainText(OUTFIT_MESSAGES.incomplete(1));
  await expect(
    card(page, id).getByRole("button", { name: OUTFIT_TEXT.saveOutfitNamed(name), exact: true }),
  ).toHaveAttribute("aria-pressed", "false");
  expect(await listOutfits(page.request, "?saved=true")).toEqual([]);
  const refused = await page.request.post(`/api/outfits/${id}/save`, { data: { saved: true } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: OUTFIT_MESSAGES.incomplete(1), code: "outfit_incomplete" });

  await card(page, id)
    .getByRole("button", { name: `share ${name}`, exact: true })
    .click();
  await expect(toast(page)).toContainText(OUTFIT_TEXT.shareRefused);
  await expect(toast(page)).toContainText(OUTFIT_MESSAGES.incomplete(1));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
