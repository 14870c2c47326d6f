"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toastUndoable } from "@/components/ui/undo-toast";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { useOwnDay } from "@/components/wears/use-own-day";
import { describeError } from "@/lib/api-client";
import { dayLabel, localDayKey, shiftDay } from "@/lib/calendar/month-grid";
import { PLAN_LIMITS } from "@/lib/constants";
import { PLAN_DAY_TEXT, PLAN_TEXT } from "@/lib/messages/plans";
import { TODAY_TEXT } from "@/lib/messages/today";
import { createPlan, deletePlan, type PlanView } from "@/lib/plans/query-options";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { type RefObject, useId, useState } from "react";
import { refreshAfterPlan } from "./refresh";

/** What is planned: a saved outfit, picked pieces, or both (a variation of the outfit). */
export type PlanDayRequest = { outfitId?: number; itemIds?: number[] };

/** "today", "tomorrow", else the day's name ("thursday 3 december"): the toast's title says it so. */
const dayWord = (day: string, today: string) =>
  day === today ? TODAY_TEXT.days.today : day === shiftDay(today, 1) ? TODAY_TEXT.days.tomorrow : dayLabel(day);

/**
 * "plan for a day"'s dialog (issue #43): a day from the person's own today up to 60 days ahead
 * (tomorrow to start with), then POST /api/plans. The server judges the day, so its refusals (a day
 * already holding 3 plans: 409; a past or too distant day: 400) are said here, in the dialog, which
 * stays open to choose another. Once planned, the dialog closes and the toast offers undo.
 */
export function PlanDayDialog({
  request,
  name,
  open,
  onOpenChange,
  trigger,
}: {
  request: PlanDayRequest;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: RefObject<HTMLElement | null>;
}) {
  const descriptionId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={descriptionId}
        onCloseAutoFocus={(event) => {
          if (!trigger?.current?.isConnected) return; // Radix's own choice, when the button is gone
          event.preventDefault();
          trigger.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{PLAN_TEXT.planForADay}</DialogTitle>
          <DialogDescription id={descriptionId}>{PLAN_DAY_TEXT.description(name)}</DialogDescription>
        </DialogHeader>
        {/* Mounted while open only: each opening starts afresh, on tomorrow, with no message. */}
        <PlanDayForm request={request} name={name} onPlanned={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PlanDayForm({ request, name, onPlanned }: { request: PlanDayRequest; name: string; onPlanned: () => void }) {
  const queryClient = useQueryClient();
  // The dialog is never rendered on the server: the browser's own day from the start.
  const today = useOwnDay(localDayKey());
  const [date, setDate] = useState(() => shiftDay(today, 1));
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const failureId = useId();

  const submit = useOnceAtATime(async () => {
    setPending(true);
    setFailure(null);
    setStatus(null);
    try {
      const plan = await createPlan({ ...request, date });
      void refreshAfterPlan(queryClient);
      const title = PLAN_TEXT.plannedFor(dayWord(plan.date, today));
      const description = PLAN_TEXT.plannedDescription(name, dayLabel(plan.date));
      try {
        await toastUndoable({ title, description }, () => unplan(queryClient, plan, name));
        onPlanned();
      } catch {
        // The toast's code did not load (offline since): the plan is made all the same, and this says so.
        setStatus(title);
      }
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setPending(false);
    }
  });

  return (
    // The server says what is wrong with a day, so the browser's own checks (and their bubbles) stay out.
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{PLAN_DAY_TEXT.dayLabel}</Label>
        <Input
          id={inputId}
          type="date"
          value={date}
          min={today}
          max={shiftDay(today, PLAN_LIMITS.daysAhead)}
          required
          aria-invalid={failure !== null || undefined}
          aria-describedby={failure !== null ? failureId : undefined}
          onChange={(event) => {
            setDate(event.target.value);
            setFailure(null);
          }}
        />
      </div>
      <p id={failureId} role="alert" className="text-sm text-destructive empty:hidden">
        {failure ?? ""}
      </p>
      <p role="status" className="text-sm empty:hidden">
        {status ?? ""}
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{PLAN_DAY_TEXT.cancel}</Button>
        </DialogClose>
        {/* Not disabled while under way: a disabled button drops the focus, and a second press is ignored anyway. */}
        <Button type="submit" aria-disabled={pending || undefined} aria-busy={pending}>
          {PLAN_TEXT.planThis}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The toast's undo: DELETE /api/plans/{id}, saying how it went; the plans are asked for again either way. */
async function unplan(queryClient: QueryClient, plan: PlanView, name: string): Promise<void> {
  try {
    await deletePlan(plan.id);
    toast({ title: PLAN_TEXT.planRemoved, description: PLAN_TEXT.planRemovedDescription(name, dayLabel(plan.date)) });
  } catch (error) {
    toast({ title: PLAN_TEXT.removeFailed, description: describeError(error), variant: "destructive" });
  } finally {
    await refreshAfterPlan(queryClient);
  }
}
