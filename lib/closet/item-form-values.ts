/**
 * The item page's form values and the PATCH body between them: pure, no zod (the island uses them
 * before the schema has loaded), tested in tests/unit/closet-item-form.test.ts.
 */
import type { Category } from "@/lib/constants";
import type { ClosetItemView } from "./contract";
import type { ItemFormValues } from "./item-form";
import type { ClosetItemPatch, EditableField } from "./item-schema";

/** The item as the inputs hold it: text for text, "" for nothing. */
export function toFormValues(item: ClosetItemView): ItemFormValues {
  return {
    name: item.name ?? "",
    category: item.category as Category,
    styleTags: item.styleTags,
    colors: item.colors,
    brand: item.brand ?? "",
    size: item.size ?? "",
    price: item.price === null ? "" : String(item.price),
    currency: item.currency,
    purchasedOn: item.purchasedOn ?? "",
    material: item.material ?? "",
    seasons: item.seasons,
    notes: item.notes ?? "",
    status: item.status,
    favorite: item.favorite,
  };
}

/**
 * The parsed fields that differ from the saved item: the PATCH body, or null when nothing changed.
 * Only changes are sent, so a save never rewrites (or counts as a correction of) an untouched field.
 */
export function changedFields(parsed: ClosetItemPatch, saved: ClosetItemView): ClosetItemPatch | null {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(parsed)) {
    // A cleared currency is stored as none, which the view shows as the default: no change to send.
    if (field === "currency" && (value === null || value === saved.currency)) continue;
    if (JSON.stringify(value) !== JSON.stringify(saved[field as EditableField])) patch[field] = value;
  }
  return Object.keys(patch).length ? (patch as ClosetItemPatch) : null;
}

/** How the item looks once `patch` is saved: shown at once, before the server answers. */
export function patchedView(saved: ClosetItemView, patch: ClosetItemPatch): ClosetItemView {
  return { ...saved, ...patch, currency: patch.currency ?? saved.currency } as ClosetItemView;
}
