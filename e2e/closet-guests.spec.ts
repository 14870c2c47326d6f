import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { expectSignedInAs, newAccount, newAddress } from "./support/auth";
import { becomeGuest, listCloset, seedItems } from "./support/closet";
import { expect, test } from "./support/test";

/** Guests are private owners (DESIGN.md): separate closets, and their closet moves into a new account. */

test("two guests in two browsers see only their own closets", async ({ browser }) => {
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await first.newPage(), await second.newPage()];
  await becomeGuest(a);
  await becomeGuest(b);
  const [mine] = await seedItems(a.request, 2, "shoes");
  await seedItems(b.request, 1, "dresses");

  await a.goto("/closet");
  await expect(a.getByTestId("closet-item")).toHaveCount(2);
  await expect(a.getByTestId("count-shoes")).toHaveText("2");
  await expect(a.getByTestId("count-dresses")).toHaveText("0");

  await b.goto("/closet");
  await expect(b.getByTestId("closet-item")).toHaveCount(1);
  await expect(b.getByTestId("count-all")).toHaveText("1");
  await expect(b.getByTestId("closet-item")).toContainText("dresses");

  // The other guest's id is not theirs to delete: 404, and the item stays.
  const intrusion = await b.request.delete(`/api/closet/${mine!.id}`);
  expect(intrusion.status()).toBe(404);
  expect(await listCloset(a.request)).toHaveLength(2);

  // Nor to see through the API.
  expect((await listCloset(b.request)).map((item) => item.category)).toEqual(["dresses"]);
  await Promise.all([first.close(), second.close()]);
});

test("a guest's closet survives registering: the items move into the new account", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "continue as guest" }).click();
  await expect(page).toHaveURL(/\/$/);
  const seeded = await seedItems(page.request, 3, "outerwear");

  const account = newAccount("closet");
  const registered = await page.request.post("/api/register", { data: account, headers: newAddress() });
  expect(registered.status()).toBe(201);

  await page.goto("/closet");
  await expectSignedInAs(page, account.username);
  await expect(page.getByTestId("closet-item")).toHaveCount(3);
  await expect(page.getByTestId("count-outerwear")).toHaveText("3");
  expect((await listCloset(page.request)).map((item) => item.id)).toEqual(seeded.map((item) => item.id));

  // A new guest in another browser does not get them.
  const other = await page.context().browser()!.newContext();
  const stranger = await other.newPage();
  await becomeGuest(stranger);
  await stranger.goto("/closet");
  await expect(stranger.getByText(CLOSET_MESSAGES.emptyTitle)).toBeVisible();
  await other.close();
});
