"use client";

import { FIELD_LABEL_CLASS, NativeSelect } from "@/components/ui/native-select";
import type { FactsFormValues } from "@/lib/closet/item-form";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import {
  ACTIVITIES,
  type Formality,
  FORMALITY_LEVELS,
  FORMALITY_NAMES,
  type ItemFacts,
  kindsOf,
  type Warmth,
  WARMTH_LEVELS,
  WARMTH_NAMES,
} from "@/lib/style/facts";
import { cn } from "@/lib/ui/cn";
import { useId } from "react";

const TEXT = ITEM_TEXT.facts;
const LEGEND_CLASS = "mb-2 text-sm leading-none font-medium";

type FactsProps = {
  value: FactsFormValues;
  category: string;
  /** what "auto" means for each fact now (lib/closet/item-form-values.ts autoFacts) */
  auto: Omit<ItemFacts, "set">;
  error?: string;
  onChange: (value: FactsFormValues) => void;
};

/**
 * The garment facts (issue #39): each one "auto", which names what auto means for the item now, or
 * the owner's own setting. Native selects (the phone's own picker), radios and checkboxes, grouped
 * under one legend; every change saves.
 */
export function FactFields({ value, category, auto, error, onChange }: FactsProps) {
  const id = useId();
  const set = <N extends keyof FactsFormValues>(name: N, next: FactsFormValues[N]) =>
    onChange({ ...value, [name]: next });
  const kinds = kindsOf(category);
  const level = <L extends number>(next: string) => (next === "auto" ? "auto" : (Number(next) as L));
  return (
    <fieldset className="grid gap-5" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className={LEGEND_CLASS}>{TEXT.title}</legend>
      <p id={`${id}-hint`} className="-mt-2 text-sm text-muted-foreground">
        {TEXT.hint}
      </p>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FactSelect
          label={TEXT.kind}
          // A kind of another category (the category just changed) reads as auto until the save.
          value={value.kind !== "auto" && kinds.includes(value.kind) ? value.kind : "auto"}
          auto={auto.kind}
          options={kinds.map((kind) => [kind, kind])}
          onChange={(next) => set("kind", next as FactsFormValues["kind"])}
        />
        <FactSelect
          label={TEXT.warmth}
          value={String(value.warmth)}
          auto={WARMTH_NAMES[auto.warmth]}
          options={WARMTH_LEVELS.map((warmth) => [String(warmth), WARMTH_NAMES[warmth]])}
          onChange={(next) => set("warmth", level<Warmth>(next))}
        />
        <FactSelect
          label={TEXT.formality}
          value={String(value.formality)}
          auto={FORMALITY_NAMES[auto.formality]}
          options={FORMALITY_LEVELS.map((formality) => [String(formality), FORMALITY_NAMES[formality]])}
          onChange={(next) => set("formality", level<Formality>(next))}
        />
        <RainReadyRadios value={value.rainReady} auto={auto.rainReady} onChange={(next) => set("rainReady", next)} />
      </div>
      <ActivityChecks value={value.activities} auto={auto.activities} onChange={(next) => set("activities", next)} />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" data-field-error>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type SelectProps = {
  label: string;
  /** "auto", or an option's value */
  value: string;
  auto: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
};

function FactSelect({ label, value, auto, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="auto">{TEXT.auto(auto)}</option>
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? TEXT.yes : TEXT.no);

/** auto / yes / no as one radio group, shaped as the status's segmented control. */
function RainReadyRadios(props: {
  value: boolean | "auto";
  auto: boolean;
  onChange: (value: boolean | "auto") => void;
}) {
  const name = useId();
  const choices = [
    ["auto", TEXT.auto(yesNo(props.auto))],
    [true, TEXT.yes],
    [false, TEXT.no],
  ] as const;
  return (
    <fieldset className="grid gap-2">
      <legend className={LEGEND_CLASS}>{TEXT.rainReady}</legend>
      <div className="inline-flex w-fit flex-wrap rounded-full border border-input bg-surface p-1">
        {choices.map(([choice, label]) => (
          <label
            key={String(choice)}
            className={cn(
              "relative inline-flex h-9 cursor-pointer items-center rounded-full px-4 text-sm whitespace-nowrap transition-colors",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              props.value === choice ? "bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(choice)}
              checked={props.value === choice}
              onChange={() => props.onChange(choice)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type ActivityProps = {
  value: FactsFormValues["activities"];
  auto: ItemFacts["activities"];
  onChange: (value: FactsFormValues["activities"]) => void;
};

/** "auto" (naming the activities it gives), or the owner's own list, starting from auto's. */
function ActivityChecks({ value, auto, onChange }: ActivityProps) {
  const own = value === "auto" ? null : value;
  const toggle = (activity: (typeof ACTIVITIES)[number]) =>
    onChange(ACTIVITIES.filter((other) => (other === activity ? !own?.includes(other) : own?.includes(other))));
  return (
    <fieldset className="grid gap-2">
      <legend className={LEGEND_CLASS}>{TEXT.activities}</legend>
      <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-(--color-accent)"
          checked={own === null}
          onChange={() => onChange(own === null ? [...auto] : "auto")}
        />
        {TEXT.auto(auto.length ? auto.join(", ") : TEXT.none)}
      </label>
      {own ? (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ACTIVITIES.map((activity) => (
            <label key={activity} className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-(--color-accent)"
                checked={own.includes(activity)}
                onChange={() => toggle(activity)}
              />
              {activity}
            </label>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
