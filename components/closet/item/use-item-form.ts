"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { toast } from "@/components/ui/use-toast";
import { describeError, sendJson } from "@/lib/api-client";
import { CLOSET_KEY, type ClosetItemView } from "@/lib/closet/contract";
import type { ItemFormValues } from "@/lib/closet/item-form";
import { changedFields, factsForCategory, patchedView, toFormValues } from "@/lib/closet/item-form-values";
import type { EditableField } from "@/lib/closet/item-schema";
import { closetQueries } from "@/lib/closet/query-options";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { restoreSnapshot, settleItem, showItem } from "./item-cache";

export type SaveState = "idle" | "saving" | "saved" | "invalid" | "failed";

/**
 * The item page's form: the one form hook over the shared PATCH schema. A save sends only what
 * changed, shows it at once everywhere the item is cached, and puts back the item (and the edited
 * inputs) when the server refuses. Saves asked for while one is under way run after it. Long because
 * its handlers share the form, the save state and the queued save.
 */
export function useItemForm(item: ClosetItemView) {
  const queryClient = useQueryClient();
  const itemKey = closetQueries.item(item.id).queryKey;
  const [state, setState] = useState<SaveState>("idle");
  const queued = useRef(false);

  const form = useZodForm({
    loadSchema: () => import("@/lib/closet/item-form").then((module) => module.itemFormSchema),
    initial: toFormValues(item),
    submit: async (parsed): Promise<ClosetItemView | null> => {
      const saved = queryClient.getQueryData(itemKey) ?? item;
      const patch = changedFields(parsed, saved);
      if (!patch) return null;
      setState("saving");
      const snapshot = await showItem(queryClient, patchedView(saved, patch));
      try {
        return await sendJson<ClosetItemView>("PATCH", `${CLOSET_KEY}/${item.id}`, patch);
      } catch (error) {
        restoreSnapshot(queryClient, snapshot);
        const before = toFormValues(saved);
        for (const field of Object.keys(patch) as EditableField[]) form.setField(field, before[field]);
        throw error;
      }
    },
    onSuccess: async (saved) => {
      if (!saved) return setState((current) => (current === "invalid" ? "idle" : current));
      setState("saved");
      await settleItem(queryClient, saved);
    },
    onError: (error) => {
      setState("failed");
      toast({ ...ITEM_TEXT.toasts.saveFailure, description: describeError(error), variant: "destructive" });
    },
    onInvalid: () => setState("invalid"),
  });

  const { busy, submitNow } = form;
  useEffect(() => {
    // A submit still checking its values (busy not yet set) refuses this one: it stays queued.
    if (!busy && queued.current && submitNow()) queued.current = false;
  }, [busy, submitNow]);

  /** Saves the form as it is now (after an edit made in the same tick, too). */
  function save() {
    if (!form.submitNow()) queued.current = true;
  }

  /** Sets one field; a new category takes back a kind the owner set that it does not have, as the server does. */
  function setField<F extends keyof ItemFormValues>(name: F, value: ItemFormValues[F]) {
    form.setField(name, value);
    if (name === "category") form.setField("facts", factsForCategory(form.values.facts, value as string));
  }

  /** Sets one field and saves it: for inputs whose every change is a decision (chips, checkboxes). */
  function change<F extends keyof ItemFormValues>(name: F, value: ItemFormValues[F]) {
    setField(name, value);
    save();
  }

  /** A field's props: an edit after a save takes back the "saved" line, which spoke of the save before. */
  function field<F extends keyof ItemFormValues>(name: F) {
    const props = form.field(name);
    return {
      ...props,
      onValueChange: (value: ItemFormValues[F]) => {
        setState((current) => (current === "saving" ? current : "idle"));
        props.onValueChange(value);
      },
    };
  }

  return {
    ...form,
    setField,
    field,
    state,
    save,
    change,
    handleSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      save();
    },
  };
}
