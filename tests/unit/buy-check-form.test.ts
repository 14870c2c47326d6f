import { checkFormSchema, type CheckFormValues, isWebAddress } from "@/components/buy/check-form-schema";
import { checkForm } from "@/lib/forms/field-errors";
import { BUY_MESSAGES } from "@/lib/messages/buy";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { describe, expect, it } from "vitest";

const EMPTY: CheckFormValues = { mode: "photo", url: "", name: "", brand: "", price: "", currency: "" };
const check = (values: Partial<CheckFormValues>) => checkForm(checkFormSchema, { ...EMPTY, ...values });

describe("the /buy form's check (issue #44)", () => {
  it("sends a photo's fields as the handler reads them, leaving out the empty ones", () => {
    expect(check({ name: " linen shirt ", brand: "Acme", price: "49.90", currency: "eur" })).toEqual({
      ok: true,
      data: { mode: "photo", fields: { name: "linen shirt", brand: "Acme", price: 49.9, currency: "EUR" } },
    });
    expect(check({})).toEqual({ ok: true, data: { mode: "photo", fields: {} } });
  });

  it("refuses a price or currency with the closet item's own messages, under their fields", () => {
    const refused = check({ price: "12,50", currency: "euro" });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.price).toMatch(/^The price must be a number/);
    expect(refused.errors.currency).toBe(ITEM_MESSAGES.invalidCurrency);
  });

  it("a link: asked for when empty, refused in the server's words when no web address, else sent trimmed", () => {
    expect(check({ mode: "link" })).toEqual({ ok: false, errors: { url: BUY_SCREEN_TEXT.form.needLink } });
    expect(check({ mode: "link", url: "shop.example/coat" })).toEqual({
      ok: false,
      errors: { url: BUY_MESSAGES.invalidUrl },
    });
    expect(check({ mode: "link", url: " https://shop.example/coat ", price: "120" })).toEqual({
      ok: true,
      data: { mode: "link", body: { url: "https://shop.example/coat", price: 120 } },
    });
  });

  it("takes http and https addresses only", () => {
    expect(isWebAddress("http://127.0.0.1:9/")).toBe(true);
    expect(isWebAddress("ftp://shop.example/")).toBe(false);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
  });
});
