import type { ClosetItemView } from "@/lib/closet/contract";
import { itemFormSchema } from "@/lib/closet/item-form";
import { changedFields, patchedView, toFormValues } from "@/lib/closet/item-form-values";
import { ITEM_LIMITS } from "@/lib/constants";
import { checkForm } from "@/lib/forms/field-errors";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { describe, expect, it } from "vitest";

const item: ClosetItemView = {
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
