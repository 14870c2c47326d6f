"use client";

import { Button } from "@/components/ui/button";
import { FIELD_LABEL_CLASS, NativeSelect } from "@/components/ui/native-select";
import { useOnceAtATime } from "@/components/ui/use-once";
import type { DayKey } from "@/lib/calendar/month-grid";
import { PLAN_LIMITS } from "@/lib/constants";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import type { OutfitView } from "@/lib/outfits/contract";
import type { PlanView } from "@/lib/plans/contract";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { PickPieces } from "./pick-pieces";
import { addPlan } from "./plan-actions";

type Props = {
  day: DayKey;
  saved: OutfitView[] | undefined;
  /** A plan was made: the focus goes to its row once it is listed. */
  onAdded: (id: number) => void;
  piecesOpen: boolean;
  onPiecesOpen: (open: boolean) => void;
};

/**
 * The two ways to plan a day in its panel (issue #43), on a phone the only ones: a saved outfit
 * from a select (the phone's own picker), or pieces picked from the closet with the picker the
 * panel logs wears with.
 */
export function AddPlan({ day, saved, onAdded, piecesOpen, onPiecesOpen }: Props) {
  const queryClient = useQueryClient();
  const planPieces = async (itemIds: number[]) => {
    const plan = await addPlan(queryClient, { date: day, itemIds });
    if (plan) onAdded(plan.id);
    return plan !== null;
  };
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <PlanOutfit day={day} saved={saved} onAdded={onAdded} />
      <PickPieces
        openLabel={CALENDAR_TEXT.planPieces}
        submitLabel={CALENDAR_TEXT.planSelected}
        max={PLAN_LIMITS.itemsPerPlan}
        open={piecesOpen}
        onOpenChange={onPiecesOpen}
        onSubmit={planPieces}
      />
    </div>
  );
}

/** 'plan a saved outfit': a select of the saved outfits and 'plan it'; a refusal keeps the focus on 'plan it'. */
function PlanOutfit({ day, saved, onAdded }: Pick<Props, "day" | "saved" | "onAdded">) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState("");
  const [sending, setSending] = useState(false);
  const submit = useRef<HTMLButtonElement>(null);

  const send = useOnceAtATime(async () => {
    const outfit = saved?.find((each) => String(each.id) === choice);
    if (!outfit) return;
    setSending(true);
    let plan: PlanView | null = null;
    try {
      plan = await addPlan(queryClient, { date: day, outfitId: outfit.id }, outfit.name);
      if (plan) setChoice("");
    } finally {
      // 'plan it' was disabled while it ran, so it lost the focus: it must be enabled to take it back.
      flushSync(() => setSending(false));
    }
    if (plan) onAdded(plan.id);
    else submit.current?.focus();
  });

  if (saved === undefined) return null;
  if (saved.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {CALENDAR_TEXT.noSavedOutfits}{" "}
        <Link href="/outfit-creator?tab=saved" className="underline underline-offset-4 hover:text-foreground">
          {CALENDAR_TEXT.savedOutfitsLink}
        </Link>
      </p>
    );
  const id = `plan-outfit-${day}`;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {CALENDAR_TEXT.planOutfit}
      </label>
      <div className="flex min-w-0 gap-2">
        <div className="min-w-0 flex-1">
          <NativeSelect id={id} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{CALENDAR_TEXT.chooseOutfit}</option>
            {saved.map((outfit) => (
              <option key={outfit.id} value={outfit.id}>
                {outfit.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button ref={submit} variant="secondary" disabled={!choice || sending} onClick={() => send()}>
          {CALENDAR_TEXT.planOutfitSubmit}
        </Button>
      </div>
    </div>
  );
}
