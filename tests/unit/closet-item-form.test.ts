import type { ClosetItemView } from "@/lib/closet/contract";
import { itemFormSchema } from "@/lib/closet/item-form";
import { autoFacts, changedFields, factsForCategory, patchedView, toFormValues } from "@/lib/closet/item-form-values";
import { ITEM_LIMITS } from "@/lib/constants";
import { checkForm } from "@/lib/forms/field-errors";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { factsOf, KIND_NAMES, KINDS } from "@/lib/style/facts";
import { itemFactsOf } from "@/lib/style/item-facts";
import { describe, expect, it } from "vitest";

const fields: Omit<ClosetItemView, "facts"> = {
  id: 7,
  imageUrl: "/uploads/closet/7.webp",
  thumbnailUrl: "/uploads/closet/7-thumb.webp",
  originalImageUrl: null,
  category: "tops",
  styleTags: ["casual", "navy", "weekend"],
  name: null,
  colors: ["navy"],
  brand: null,
  size: null,
  price: null,
  currency: "USD",
  purchasedOn: null,
  material: null,
  seasons: [],
  notes: null,
  status: "active",
  favorite: false,
  cleanout: null,
  wearCount: 0,
  lastWornAt: null,
  costPerWear: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
/** The facts as the server answers them for an item without overrides (lib/style/item-facts.ts). */
const item: ClosetItemView = { ...fields, facts: itemFactsOf({ ...fields, factOverrides: null }) };

describe("the item page's form (the PATCH schema behind the inputs)", () => {
  it("reads an untouched item as no change: blanks are nothing, the default currency is no choice", () => {
    const check = checkForm(itemFormSchema, toFormValues(item));
    expect(check.ok).toBe(true);
    if (check.ok) expect(changedFields(check.data, item)).toBeNull();
  });

  it("sends only the edited fields, normalised as the handler stores them", () => {
    const values = {
      ...toFormValues(item),
      name: "  linen shirt ",
      price: "49.9",
      currency: "eur",
      styleTags: ["navy", "Beach"],
    };
    const check = checkForm(itemFormSchema, values);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const patch = changedFields(check.data, item);
    expect(patch).toEqual({ name: "linen shirt", price: 49.9, currency: "EUR", styleTags: ["navy", "beach"] });
    expect(patchedView(item, patch!)).toMatchObject({ name: "linen shirt", price: 49.9, currency: "EUR" });
  });

  it("clears a price and a date with empty inputs", () => {
    const saved = { ...item, price: 12, purchasedOn: "2025-03-01" };
    const check = checkForm(itemFormSchema, { ...toFormValues(saved), price: "", purchasedOn: " " });
    expect(check.ok && changedFields(check.data, saved)).toEqual({ price: null, purchasedOn: null });
  });

  it("names the field of a refused value and sends nothing", () => {
    const negative = checkForm(itemFormSchema, { ...toFormValues(item), price: "-1" });
    expect(negative).toEqual({ ok: false, errors: { price: ITEM_MESSAGES.invalidPrice(ITEM_LIMITS.priceMax) } });
    const long = checkForm(itemFormSchema, { ...toFormValues(item), notes: "x".repeat(ITEM_LIMITS.notes + 1) });
    expect(long).toEqual({ ok: false, errors: { notes: ITEM_MESSAGES.tooLong("notes", ITEM_LIMITS.notes) } });
  });
});

/** The item as the server answers it with these overrides stored (lib/style/item-facts.ts). */
const withFacts = (view: ClosetItemView, factOverrides: unknown): ClosetItemView => ({
  ...view,
  facts: itemFactsOf({ ...view, factOverrides }),
});
const parsedPatch = (values: ReturnType<typeof toFormValues>, saved: ClosetItemView) => {
  const check = checkForm(itemFormSchema, values);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return changedFields(check.data, saved);
};

describe("the item page's garment facts (issue #39)", () => {
  it("reads the facts the owner set as theirs and every other fact as auto", () => {
    expect(item.facts).toMatchObject({ kind: "t-shirt", set: [] });
    expect(toFormValues(item).facts).toEqual({
      kind: "auto",
      warmth: "auto",
      rainReady: "auto",
      formality: "auto",
      activities: "auto",
    });
    const saved = withFacts(item, { warmth: 3, activities: ["office", "everyday"] });
    expect(toFormValues(saved).facts).toEqual({
      kind: "auto",
      warmth: 3,
      rainReady: "auto",
      formality: "auto",
      activities: ["office", "everyday"],
    });
  });

  it("sends only the facts whose setting changed, and the view shows them at once", () => {
    const values = toFormValues(item);
    const patch = parsedPatch({ ...values, facts: { ...values.facts, warmth: 4, rainReady: true } }, item);
    expect(patch).toEqual({ facts: { warmth: 4, rainReady: true } });
    expect(patchedView(item, patch!).facts).toEqual({
      ...itemFactsOf({ ...item, factOverrides: { warmth: 4, rainReady: true } }),
      set: ["warmth", "rainReady"],
    });
    expect(patchedView(item, patch!).facts).toMatchObject({ kind: item.facts.kind, warmth: 4, rainReady: true });
  });

  it("sends null to put a fact back to auto, and no change for activities ticked in another order", () => {
    const saved = withFacts(item, { warmth: 4, kind: "hoodie", activities: ["office", "everyday"] });
    const values = toFormValues(saved);
    expect(parsedPatch(values, saved)).toBeNull();
    const patch = parsedPatch(
      { ...values, facts: { ...values.facts, warmth: "auto", activities: ["everyday", "office", "office"] } },
      saved,
    );
    expect(patch).toEqual({ facts: { warmth: null } });
    expect(patchedView(saved, patch!).facts).toMatchObject({
      kind: "hoodie",
      warmth: KINDS.hoodie.warmth,
      set: ["kind", "activities"],
    });
  });

  it("tells what auto means now: from the inputs and the owner's other settings", () => {
    const values = { ...toFormValues(item), name: "wool sweater" };
    const sweater = factsOf({ category: "tops", name: "wool sweater", styleTags: fields.styleTags });
    expect(autoFacts(values)).toEqual({
      kind: "sweater",
      warmth: sweater.warmth,
      rainReady: sweater.rainReady,
      formality: sweater.formality,
      activities: sweater.activities,
    });
    // The owner's own kind moves auto warmth and rain-ready, never auto kind itself.
    const coat = { ...toFormValues(item), category: "outerwear" as const };
    const puffer = autoFacts({ ...coat, facts: { ...coat.facts, kind: "puffer", warmth: 0 } });
    expect(puffer).toMatchObject({ kind: "jacket", warmth: 4 });
    const mac = autoFacts({ ...coat, facts: { ...coat.facts, kind: "rain jacket", rainReady: false } });
    expect(mac).toMatchObject({ kind: "jacket", rainReady: true });
    expect(autoFacts({ ...values, facts: { ...values.facts, activities: [] } }).activities).not.toEqual([]);
  });

  it("takes back a kind the new category does not have, as the server does", () => {
    const facts = { ...toFormValues(item).facts, kind: "puffer" as const, warmth: 4 as const };
    expect(factsForCategory(facts, "tops")).toEqual({ ...facts, kind: "auto" });
    expect(factsForCategory(facts, "outerwear")).toBe(facts);
    const saved = withFacts({ ...item, category: "outerwear" }, { kind: "puffer" });
    expect(patchedView(saved, { category: "tops" }).facts).toMatchObject({ kind: "t-shirt", set: [] });
  });

  it("names the facts field when a fact is refused", () => {
    const values = toFormValues(item);
    const check = checkForm(itemFormSchema, { ...values, facts: { ...values.facts, kind: "cape" as never } });
    expect(check).toEqual({ ok: false, errors: { facts: ITEM_MESSAGES.invalidKind("this category", KIND_NAMES) } });
  });
});
