/**
 * The item page's form values and the PATCH body between them: pure, no zod (the island uses them
 * before the schema has loaded), tested in tests/unit/closet-item-form.test.ts.
 */
import type { Category } from "@/lib/constants";
import {
  FACT_NAMES,
  type FactName,
  type FactOverrides,
  factsOf,
  type GarmentInput,
  type ItemFacts,
  kindsOf,
} from "@/lib/style/facts";
import type { ClosetItemView } from "./contract";
import type { FactsFormValues, ItemFormValues } from "./item-form";
import type { ClosetItemPatch, EditableField } from "./item-schema";

type FactsPatch = NonNullable<ClosetItemPatch["facts"]>;

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
    facts: toFactsValues(item.facts),
  };
}

/** The facts the owner set keep their value; the rest read "auto". */
function toFactsValues(facts: ItemFacts): FactsFormValues {
  const own = <N extends FactName>(name: N) => (facts.set.includes(name) ? facts[name] : "auto");
  return {
    kind: own("kind"),
    warmth: own("warmth"),
    rainReady: own("rainReady"),
    formality: own("formality"),
    activities: own("activities"),
  };
}

/**
 * The parsed fields that differ from the saved item: the PATCH body, or null when nothing changed.
 * Only changes are sent, so a save never rewrites (or counts as a correction of) an untouched field;
 * of the facts, only the ones whose setting changed.
 */
export function changedFields(parsed: ClosetItemPatch, saved: ClosetItemView): ClosetItemPatch | null {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(parsed)) {
    // A cleared currency is stored as none, which the view shows as the default: no change to send.
    if (field === "currency" && (value === null || value === saved.currency)) continue;
    if (field === "facts") {
      const facts = changedFacts(value as FactsPatch, saved.facts);
      if (facts) patch.facts = facts;
    } else if (JSON.stringify(value) !== JSON.stringify(saved[field as EditableField])) patch[field] = value;
  }
  return Object.keys(patch).length ? (patch as ClosetItemPatch) : null;
}

/** What the owner set, as the PATCH schema parses it: a value, or null for "auto". */
const ownSetting = (facts: ItemFacts, name: FactName) => (facts.set.includes(name) ? facts[name] : null);
/** Activities are a set: the order they were ticked in is no change. */
const sameSetting = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? JSON.stringify([...a].sort()) === JSON.stringify([...b].sort())
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function changedFacts(parsed: FactsPatch, saved: ItemFacts): FactsPatch | null {
  const changed: Record<string, unknown> = {};
  for (const name of FACT_NAMES) {
    const setting = parsed[name] ?? null;
    if (!sameSetting(setting, ownSetting(saved, name))) changed[name] = setting;
  }
  return Object.keys(changed).length ? (changed as FactsPatch) : null;
}

/** How the item looks once `patch` is saved: shown at once, before the server answers. */
export function patchedView(saved: ClosetItemView, patch: ClosetItemPatch): ClosetItemView {
  const { facts: factsPatch, ...fields } = patch;
  const view = { ...saved, ...fields, currency: patch.currency ?? saved.currency } as ClosetItemView;
  const overrides: Record<string, unknown> = {};
  for (const name of FACT_NAMES) {
    const setting = factsPatch && name in factsPatch ? factsPatch[name] : ownSetting(saved.facts, name);
    if (setting !== null && setting !== undefined) overrides[name] = setting;
  }
  // A new category drops a kind that is not one of its kinds, as the server does.
  if (overrides.kind && !kindsOf(view.category).includes(overrides.kind as never)) delete overrides.kind;
  const facts = factsOf({ ...garmentOf(view), ...overrides });
  return {
    ...view,
    facts: {
      kind: facts.kind,
      warmth: facts.warmth,
      rainReady: facts.rainReady,
      formality: facts.formality,
      activities: facts.activities,
      set: FACT_NAMES.filter((name) => name in overrides),
    },
  };
}

/** What the facts are worked out from, as the inputs (or the view) hold it. */
type GarmentFields = {
  category: string;
  name: string | null;
  material: string | null;
  styleTags: string[];
  seasons: string[];
};
const garmentOf = (fields: GarmentFields): GarmentInput => ({
  category: fields.category,
  name: fields.name,
  material: fields.material,
  styleTags: fields.styleTags,
  seasons: fields.seasons,
});

/** The form's facts as overrides: "auto" is left out. */
function overridesOf(facts: FactsFormValues): FactOverrides {
  const overrides: Record<string, unknown> = {};
  for (const name of FACT_NAMES) if (facts[name] !== "auto") overrides[name] = facts[name];
  return overrides;
}

/**
 * What "auto" means for each fact right now, shown beside it ("auto (warm)"): the fact as worked out
 * from the inputs and the owner's other settings (a kind set to puffer makes auto warmth very warm).
 */
export function autoFacts(values: ItemFormValues): Omit<ItemFacts, "set"> {
  const garment = garmentOf(values);
  const overrides = overridesOf(values.facts);
  const without = (name: FactName) => factsOf({ ...garment, ...overrides, [name]: undefined });
  return {
    kind: without("kind").kind,
    warmth: without("warmth").warmth,
    rainReady: without("rainReady").rainReady,
    formality: without("formality").formality,
    activities: without("activities").activities,
  };
}

/** The facts after a change of category: a kind the owner set that is not one of its kinds goes back to auto. */
export function factsForCategory(facts: FactsFormValues, category: string): FactsFormValues {
  return facts.kind === "auto" || kindsOf(category).includes(facts.kind) ? facts : { ...facts, kind: "auto" };
}
