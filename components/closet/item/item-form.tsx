"use client";

import { FormField } from "@/components/auth/form-field";
import { autoFacts } from "@/lib/closet/item-form-values";
import { ITEM_LIMITS } from "@/lib/constants";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import type { KeyboardEvent } from "react";
import type { useItemForm } from "./use-item-form";
import { CategorySelect } from "../category-select";
import { ColourPicker, SeasonChecks } from "./choice-groups";
import { FactFields } from "./fact-fields";
import { FavoriteToggle, NotesField, StatusRadios } from "./item-fields";
import { TagChips } from "./tag-chips";

type ItemForm = ReturnType<typeof useItemForm>;

/**
 * Every editable field. Text saves when it loses focus or on Enter; chips, swatches, checkboxes
 * and the selects save as they change. A refused value keeps its message by the field.
 */
export function ItemFields({ form }: { form: ItemForm }) {
  const { values, errors, change, save } = form;
  // A text field: the hook's props, plus saving when focus leaves it.
  const text = (name: "name" | "brand" | "size" | "price" | "currency" | "purchasedOn" | "material") => ({
    ...form.field(name),
    onBlur: save,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      save();
    },
  });

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={ITEM_TEXT.detailsTitle} className="grid gap-7">
      <FormField
        label={ITEM_TEXT.name}
        placeholder={ITEM_TEXT.namePlaceholder}
        maxLength={ITEM_LIMITS.name + 20}
        {...text("name")}
      />
      <div className="grid items-end justify-items-start gap-4 sm:grid-cols-[minmax(0,1fr)_auto] [&>:first-child]:w-full">
        <CategorySelect value={values.category} onChange={(category) => change("category", category)} />
        <FavoriteToggle value={values.favorite} onChange={(favorite) => change("favorite", favorite)} />
      </div>
      <TagChips tags={values.styleTags} error={errors.styleTags} onChange={(tags) => change("styleTags", tags)} />
      <ColourPicker value={values.colors} error={errors.colors} onChange={(colors) => change("colors", colors)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={ITEM_TEXT.brand} autoComplete="off" {...text("brand")} />
        <FormField label={ITEM_TEXT.size} autoComplete="off" {...text("size")} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-4">
        <FormField label={ITEM_TEXT.price} inputMode="decimal" autoComplete="off" {...text("price")} />
        <FormField
          label={ITEM_TEXT.currency}
          maxLength={3}
          autoCapitalize="characters"
          autoComplete="off"
          className="uppercase"
          {...text("currency")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={ITEM_TEXT.purchasedOn} type="date" {...text("purchasedOn")} />
        <FormField label={ITEM_TEXT.material} autoComplete="off" {...text("material")} />
      </div>
      <SeasonChecks value={values.seasons} error={errors.seasons} onChange={(seasons) => change("seasons", seasons)} />
      <FactFields
        value={values.facts}
        category={values.category}
        auto={autoFacts(values)}
        error={errors.facts}
        onChange={(facts) => change("facts", facts)}
      />
      <NotesField {...form.field("notes")} onBlur={save} />
      <StatusRadios value={values.status} onChange={(status) => change("status", status)} />
    </form>
  );
}
