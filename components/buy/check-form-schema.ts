/**
 * The /buy form's check, loaded lazily by the form hook (with zod, after the page is interactive).
 * The fields go through the handler's own schemas (lib/buy-checks/schemas.ts): a photo's fields as
 * buyCheckPhotoFieldsSchema, a link as buyCheckLinkSchema, so the rules and messages cannot drift;
 * the form adds only what a form must ask before sending: a link that is an http(s) address (the
 * server's own words, lib/messages/buy.ts), and a link at all. The photo is no text value: the form
 * checks that one is chosen itself.
 */
import {
  type BuyCheckLinkInput,
  buyCheckLinkSchema,
  type BuyCheckPhotoFields,
  buyCheckPhotoFieldsSchema,
} from "@/lib/buy-checks/schemas";
import { BUY_MESSAGES } from "@/lib/messages/buy";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { z } from "zod";

export type CheckMode = "photo" | "link";

/** Every field as the inputs hold it. */
export type CheckFormValues = {
  mode: CheckMode;
  url: string;
  name: string;
  brand: string;
  price: string;
  currency: string;
};

/** What a valid form sends: the photo's fields (beside the photo), or the link's JSON body. */
export type CheckFormInput =
  | { mode: "photo"; fields: Omit<BuyCheckPhotoFields, "url"> }
  | { mode: "link"; body: NonNullable<BuyCheckLinkInput> & { url: string } };

/** Whether the text is an http or https address a shop page could have. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const valuesSchema = z.object({
  mode: z.enum(["photo", "link"]),
  url: z.string(),
  name: z.string(),
  brand: z.string(),
  price: z.string(),
  currency: z.string(),
});

export const checkFormSchema = valuesSchema.transform((values, context): CheckFormInput => {
  const fail = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) context.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  };
  const { price, currency } = values;
  if (values.mode === "photo") {
    const parsed = buyCheckPhotoFieldsSchema.safeParse({ name: values.name, brand: values.brand, price, currency });
    if (!parsed.success) return fail(parsed.error.issues);
    const { url: _none, ...fields } = parsed.data;
    return { mode: "photo", fields };
  }
  const url = values.url.trim();
  if (!isWebAddress(url))
    return fail([{ path: ["url"], message: url === "" ? BUY_SCREEN_TEXT.form.needLink : BUY_MESSAGES.invalidUrl }]);
  const parsed = buyCheckLinkSchema.safeParse({ url, price, currency });
  if (!parsed.success) return fail(parsed.error.issues);
  return { mode: "link", body: { ...parsed.data, url } };
});
