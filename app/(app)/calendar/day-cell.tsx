import { Photo } from "@/components/ui/photo";
import { WearPhotos } from "@/components/wears/wear-photos";
import { dayAfterKey, type DayKey, dayLabelParts, type GridDay } from "@/lib/calendar/month-grid";
import { cellPlanMark, isPlannable, OUTFIT_DRAG_TYPE, outfitIdOfDrop, planCounts } from "@/lib/calendar/plan-days";
import { piecesOf } from "@/lib/calendar/wear-days";
import { CALENDAR_TEXT, type DayPlanCounts } from "@/lib/messages/calendar";
import { PLAN_TEXT } from "@/lib/messages/plans";
import { planState, type PlanView } from "@/lib/plans/contract";
import { cn } from "@/lib/ui/cn";
import type { WearView } from "@/lib/wears/contract";
import { CalendarCheck, CalendarClock } from "lucide-react";
import { type DragEvent, type KeyboardEvent, useState } from "react";

export type DayChoice = {
  today: DayKey;
  focused: DayKey;
  selected: DayKey | null;
  /** A day clicked, or Enter or Space on it: it takes the tab stop and its panel opens (or, picking, it is planned). */
  onChoose: (day: DayKey) => void;
  /** An arrow, Home/End or PageUp/PageDown key: the tab stop moves to this day. */
  onMoveFocus: (day: DayKey) => void;
  /** A saved outfit waits for its day (pick mode, issue #43): the plannable days stand out, Escape cancels. */
  picking: boolean;
  onCancelPick: () => void;
  /** A saved outfit is being dragged from the strip: the plannable days stand out and take it. */
  dragging: boolean;
  /** A saved outfit dropped on a plannable day (its id from the drag, or null if the drag carried none). */
  onDropOutfit: (day: DayKey, outfitId: number | null) => void;
};

type Props = GridDay & DayChoice & { wears: WearView[]; plans: PlanView[] };

/**
 * One day of the month grid: its number, the photos of what was worn, and its plans (issue #43),
 * marked apart from wears by a dashed edge and a calendar mark, never by colour alone. A day from
 * today up to 60 days ahead takes a saved outfit dropped on it.
 */
export function DayCell({ date, day, inMonth, wears, plans, ...choice }: Props) {
  const { today, focused, selected, picking, dragging, onChoose, onMoveFocus, onCancelPick, onDropOutfit } = choice;
  const [over, setOver] = useState(false);
  const isToday = date === today;
  const plannable = isPlannable(date, today);
  const counts = planCounts(plans, today);
  const mark = cellPlanMark(counts);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && picking) {
      event.preventDefault();
      onCancelPick();
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onChoose(date);
      return;
    }
    const next = dayAfterKey(date, event.key);
    if (!next) return;
    event.preventDefault();
    onMoveFocus(next);
  };
  // A drop is only taken from the strip's cards: our own type, or a drag this page started.
  const takes = (event: DragEvent<HTMLElement>) =>
    plannable && (dragging || event.dataTransfer.types.includes(OUTFIT_DRAG_TYPE));
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!takes(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    // Moving onto the cell's own photos is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    if (!takes(event)) return;
    event.preventDefault();
    setOver(false);
    onDropOutfit(date, outfitIdOfDrop(event.dataTransfer.getData(OUTFIT_DRAG_TYPE)));
  };

  return (
    <div
      role="gridcell"
      data-day={date}
      data-plan-mark={mark ?? undefined}
      tabIndex={date === focused ? 0 : -1}
      aria-selected={date === selected}
      aria-current={isToday ? "date" : undefined}
      aria-describedby={picking ? "plan-pick-prompt" : undefined}
      onClick={() => onChoose(date)}
      onKeyDown={onKeyDown}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        "flex min-h-16 min-w-0 cursor-pointer flex-col gap-1 overflow-hidden rounded-lg border p-1 text-left transition-colors sm:min-h-24 sm:p-1.5",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        inMonth ? "bg-background hover:bg-muted" : "bg-transparent text-muted-foreground hover:bg-muted",
        mark === "planned"
          ? "border-dashed border-accent"
          : mark === "missed"
            ? "border-dashed border-input"
            : "border-transparent",
        (picking || dragging) && plannable && "bg-accent-soft",
        (date === selected || over) && "ring-2 ring-accent",
      )}
    >
      <DayName date={date} day={day} isToday={isToday} said={CALENDAR_TEXT.dayCellSaid(piecesOf(wears), counts)} />
      <WearPhotos items={wears.flatMap((wear) => wear.items)} max={4} />
      <PlanMark plans={plans} mark={mark} today={today} />
    </div>
  );
}

/**
 * A cell's name comes from its content, not an aria-label (issue #41, axe's
 * label-content-name-mismatch: a label "friday 20 november, 3 pieces worn" did not hold the
 * visible "20 +1"). The cell shows the day's number; the weekday, the month, what was worn and what
 * is planned are said around it ("tuesday 1 december, 1 look planned"), so the name holds what is
 * seen. The photos, their "+N" and the plan mark stay hidden from screen readers: the words say it.
 */
function DayName({ date, day, isToday, said }: { date: DayKey; day: number; isToday: boolean; said: string }) {
  const { weekday, month } = dayLabelParts(date);
  return (
    <span
      className={cn(
        "flex size-6 shrink-0 items-center justify-center rounded-full text-xs tabular-nums",
        isToday && "bg-primary font-medium text-primary-foreground",
      )}
    >
      <span className="sr-only">{`${weekday} `}</span>
      {day}
      <span className="sr-only">{` ${month}, ${said}`}</span>
    </span>
  );
}

const MARK_WORDS: Record<keyof DayPlanCounts, string | null> = {
  planned: PLAN_TEXT.planned,
  missed: PLAN_TEXT.missed,
  // Worn plans are in the day's wear photos already: the tick is enough.
  worn: null,
};

/**
 * The day's plans as a mark: a calendar icon ("planned", "not worn" from 640 px up) and the planned
 * pieces as photos smaller than the worn ones, with a dashed frame (from 640 px up: a phone's cell
 * holds the icon). A past plan not worn fades.
 */
function PlanMark({ plans, mark, today }: { plans: PlanView[]; mark: keyof DayPlanCounts | null; today: DayKey }) {
  if (mark === null) return null;
  const Icon = mark === "worn" ? CalendarCheck : CalendarClock;
  const words = MARK_WORDS[mark];
  const items =
    mark === "worn" ? [] : plans.filter((plan) => planState(plan, today) === mark).flatMap((plan) => plan.items);
  return (
    <span aria-hidden className="flex min-w-0 flex-wrap items-center gap-0.5">
      <span
        className={cn(
          "inline-flex min-w-0 items-center gap-0.5 rounded-sm px-0.5 text-[0.65rem] leading-4",
          mark === "planned" ? "bg-accent-soft text-foreground" : "text-muted-foreground",
        )}
      >
        <Icon
          className={cn("size-3 shrink-0", mark === "planned" && "text-accent", mark === "missed" && "opacity-60")}
        />
        {words ? <span className="hidden truncate sm:inline">{words}</span> : null}
      </span>
      {items.slice(0, 3).map((item, index) => (
        <Photo
          key={`${item.id}-${index}`}
          src={item.thumbnailUrl}
          alt=""
          width={20}
          height={20}
          className={cn(
            "hidden size-5 rounded-sm border border-dashed border-accent bg-muted object-cover sm:block",
            mark === "missed" && "border-input opacity-40",
          )}
        />
      ))}
    </span>
  );
}
