"use client";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useOncePerId } from "@/components/ui/use-once";
import { WearPhotos } from "@/components/wears/wear-photos";
import type { DayKey } from "@/lib/calendar/month-grid";
import { type DayStage, hasRoomForPlan, planPieces, planTitle, planWhat } from "@/lib/calendar/plan-days";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { PLAN_TEXT } from "@/lib/messages/plans";
import type { OutfitView } from "@/lib/outfits/contract";
import { planState, type PlanView } from "@/lib/plans/contract";
import { cn } from "@/lib/ui/cn";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, CalendarClock, CalendarX, Sparkles, Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { AddPlan } from "./add-plan";
import { removePlanWithUndo, wearAsPlanned } from "./plan-actions";

// A row or line the panel focuses from script (issue #41): a ring for the keyboard, none for a tap.
export const FOCUS_TARGET =
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

type Props = {
  day: DayKey;
  today: DayKey;
  stage: DayStage;
  plans: PlanView[];
  /** The plans query: still coming, failed (the screen offers 'try again'), or here. */
  status: "pending" | "error" | "success";
  saved: OutfitView[] | undefined;
  /** Whether 'plan pieces' has the panel's one open picker. */
  piecesOpen: boolean;
  onPiecesOpen: (open: boolean) => void;
  /** Keyboard focus wishes (use-day-focus.ts): a plan's row, or the row after a removed one. */
  onShow: (id: number) => void;
  onRemoved: (id: number, index: number) => void;
};

/**
 * A day's plans in its panel (issue #43): each with its pieces, note, "your own pick" and its
 * warnings; 'remove plan' (with undo) from today on, 'wore as planned' on today's own day; then the
 * ways to add one while the day has room. Past plans stay, faded when they were not worn.
 */
export function DayPlans({ day, today, stage, plans, status, saved, onShow, onRemoved, ...picker }: Props) {
  const open = stage === "today" || stage === "ahead";
  let list;
  if (status === "pending" && plans.length === 0) list = <Skeleton className="h-16 w-full" />;
  else if (status === "error" && plans.length === 0)
    list = <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.plansFailed}</p>;
  else if (plans.length === 0)
    list = (
      <p tabIndex={-1} data-plans-empty className={cn("text-sm text-muted-foreground", FOCUS_TARGET)}>
        {CALENDAR_TEXT.noPlans}
      </p>
    );
  else
    list = (
      <ul className="grid min-w-0 grid-cols-1 gap-2" aria-labelledby="day-plans-title">
        {plans.map((plan, index) => (
          <PlanRow
            key={plan.id}
            plan={plan}
            index={index}
            today={today}
            editable={open}
            onShow={onShow}
            onRemoved={onRemoved}
          />
        ))}
      </ul>
    );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3" data-testid="day-plans">
      <h3 id="day-plans-title" className="text-sm font-medium">
        {CALENDAR_TEXT.plansTitle}
      </h3>
      {list}
      {open && status !== "pending" ? (
        hasRoomForPlan(plans) ? (
          <AddPlan day={day} saved={saved} onAdded={onShow} {...picker} />
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="day-full">
            {CALENDAR_TEXT.dayFull}
          </p>
        )
      ) : null}
    </div>
  );
}

const STATE_MARK = {
  planned: { icon: CalendarClock, words: PLAN_TEXT.planned },
  worn: { icon: CalendarCheck, words: PLAN_TEXT.worn },
  missed: { icon: CalendarX, words: PLAN_TEXT.missed },
} as const;

type RowProps = {
  plan: PlanView;
  index: number;
  today: DayKey;
  /** From today on: it can be removed (and worn, on today's own day). */
  editable: boolean;
  onShow: (id: number) => void;
  onRemoved: (id: number, index: number) => void;
};

/** A plan row's two actions, one request at a time each; the focus follows (use-day-focus.ts). */
function usePlanRow({ plan, index, today, onShow, onRemoved }: Omit<RowProps, "editable">) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const remove = useOncePerId(async (id: number) => {
    setRemoving(true);
    try {
      if (await removePlanWithUndo(queryClient, plan)) onRemoved(id, index);
      else onShow(id);
    } finally {
      setRemoving(false);
    }
  });
  // Worn, the button goes as the plans come again: the focus moves to the row before that.
  const wear = useOncePerId((id: number) => wearAsPlanned(queryClient, plan, today, () => onShow(id)));
  return { removing, remove, wear };
}

/** One plan: what it is, its state in words and an icon, its note, warnings, and what can be done with it. */
function PlanRow({ plan, editable, ...row }: RowProps) {
  const { removing, remove, wear } = usePlanRow({ plan, ...row });
  const state = planState(plan, row.today);
  const what = planWhat(plan);
  return (
    <li
      tabIndex={-1}
      data-plan-id={plan.id}
      data-plan-state={state}
      className={cn(
        "grid min-w-0 grid-cols-1 gap-2 rounded-xl border border-dashed bg-background p-2",
        state === "planned" ? "border-accent" : "border-border",
        FOCUS_TARGET,
      )}
    >
      <div className="flex min-w-0 items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          {/* A past plan that was not worn fades: its photos, never its words (they stay readable). */}
          <span data-testid="plan-photos" className={cn("shrink-0", state === "missed" && "opacity-40")}>
            <WearPhotos items={plan.items} max={4} />
          </span>
          <div className="grid min-w-0">
            <span className="truncate text-sm font-medium">{planTitle(plan)}</span>
            {plan.items.length > 0 ? (
              <span className="truncate text-xs text-muted-foreground">{planPieces(plan)}</span>
            ) : null}
          </div>
        </div>
        {editable ? (
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            aria-label={PLAN_TEXT.removePlanNamed(what)}
            disabled={removing}
            onClick={() => remove(plan.id)}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <PlanMarks state={state} free={plan.free} />
      {plan.note ? <p className="text-sm break-words">{plan.note}</p> : null}
      {plan.warnings.length > 0 ? <Warnings plan={plan} /> : null}
      {editable && state === "planned" && plan.date === row.today ? (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          aria-label={CALENDAR_TEXT.woreAsPlannedNamed(what)}
          onClick={() => wear(plan.id)}
        >
          <CalendarCheck aria-hidden />
          {PLAN_TEXT.woreAsPlanned}
        </Button>
      ) : null}
    </li>
  );
}

/** A plan's state in words beside an icon (never by colour alone), and "your own pick" when it is one. */
function PlanMarks({ state, free }: { state: keyof typeof STATE_MARK; free: boolean }) {
  const { icon: Icon, words } = STATE_MARK[state];
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1" data-testid="plan-state">
        <Icon aria-hidden className={cn("size-3.5", state === "planned" && "text-accent")} />
        {words}
      </span>
      {free ? (
        <span className="inline-flex items-center gap-1">
          <Sparkles aria-hidden className="size-3.5" />
          {PLAN_TEXT.free}
        </span>
      ) : null}
    </p>
  );
}

/** The plan's warnings (true sentences: "the navy suit is in the laundry") under "worth a look". */
function Warnings({ plan }: { plan: PlanView }) {
  const title = `plan-${plan.id}-warnings`;
  return (
    <div role="note" aria-labelledby={title} className="grid gap-1 rounded-lg bg-accent-soft px-2 py-1.5 text-xs">
      <p id={title} className="inline-flex items-center gap-1 font-medium">
        <TriangleAlert aria-hidden className="size-3.5" />
        {PLAN_TEXT.warnings}
      </p>
      <ul className="grid list-disc gap-0.5 pl-5">
        {plan.warnings.map((warning, index) => (
          <li key={`${warning.kind}-${warning.itemId ?? "all"}-${index}`} className="break-words">
            {warning.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
