/**
 * The item page's form: the PATCH schema (./item-schema.ts) behind a thin layer for what inputs
 * hold. A cleared price or date input holds "", which the PATCH body spells null; every other field
 * goes through as typed, so the rules and messages are the handler's own. Client-safe and loaded
 * lazily by the form, with zod.
 */
import type { Category, ItemStatus } from "@/lib/constants";
import type { Activity, Formality, Kind, Warmth } from "@/lib/style/facts";
import { z } from "zod";
import { closetItemPatchSchema, tagSchema } from "./item-schema";

export { tagSchema };

/** Every editable field as the page's inputs hold it. */
export type ItemFormValues = {
  name: string;
  category: Category;
  styleTags: string[];
  colors: string[];
  brand: string;
  size: string;
  price: string;
  currency: string;
  purchasedOn: string;
  material: string;
  seasons: string[];
  notes: string;
  status: ItemStatus;
  favorite: boolean;
  facts: FactsFormValues;
};

/** The garment facts as the inputs hold them (issue #39): the owner's value, or "auto". */
export type FactsFormValues = {
  kind: Kind | "auto";
  warmth: Warmth | "auto";
  rainReady: boolean | "auto";
  formality: Formality | "auto";
  activities: Activity[] | "auto";
};

const blankIsNull = (value: string) => (value.trim() === "" ? null : value);

export const itemFormSchema = z
  .custom<ItemFormValues>((value) => typeof value === "object" && value !== null)
  // Lists hold the view's strings; the PATCH schema is what checks they are colours and seasons.
  .transform(
    (values) =>
      ({
        ...values,
        price: blankIsNull(values.price),
        purchasedOn: blankIsNull(values.purchasedOn),
      }) as z.input<typeof closetItemPatchSchema>,
  )
  .pipe(closetItemPatchSchema);
