"use client";

import { Button } from "@/components/ui/button";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { ItemPicker } from "@/components/wears/item-picker";
import { refreshAfterWear, removeWearWithUndo, wearName } from "@/components/wears/use-wears";
import { WearPhotos } from "@/components/wears/wear-photos";
import { describeError } from "@/lib/api-client";
import { type DayKey, dayLabel } from "@/lib/calendar/month-grid";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { logWear, type WearView } from "@/lib/wears/query-options";
import { useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useDayFocus } from "./use-day-focus";

// A row or line the panel focuses from script (issue #41): a ring for the keyboard, none for a tap.
const FOCUS_TARGET = "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * One day of the calendar: what was worn (each wear removable, with undo), and logging pieces for
 * that day with the closet's picker. A day still to come can be seen but not logged. After each
 * action the focus moves to what changed (issue #41). Every level is a one-column grid of
 * `minmax(0, 1fr)`, so a long name or the picker's category row scrolls or truncates inside the
 * panel instead of widening the page (issue #41: 1799 px at 1280 with the picker open).
 */
export function DayPanel({ day, wears, future }: { day: DayKey; wears: WearView[]; future: boolean }) {
  const { panel, showWear, afterRemoving } = useDayFocus(day, wears);
  return (
    <section
      ref={panel}
      aria-labelledby="day-title"
      data-testid="day-panel"
      className="grid min-w-0 grid-cols-1 gap-4 rounded-(--radius-card) border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="day-title" className="font-display text-heading font-normal">
        {CALENDAR_TEXT.dayTitle(dayLabel(day))}
      </h2>
      <DayWears day={day} wears={wears} onRemoved={afterRemoving} onKept={showWear} />
      <LogPieces day={day} future={future} onLogged={showWear} />
    </section>
  );
}

type DayWearsProps = {
  day: DayKey;
  wears: WearView[];
  /** A wear was removed from `index`: the focus goes to the row that takes its place. */
  onRemoved: (id: number, index: number) => void;
  /** Removing failed: the focus goes back to the wear's row (its button was disabled meanwhile). */
  onKept: (id: number) => void;
};

/** The day's wears, each with its bin; removing one offers undo and moves the focus to the next row. */
function DayWears({ day, wears, onRemoved, onKept }: DayWearsProps) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useOnceAtATime(async (wear: WearView, index: number) => {
    setRemoving(wear.id);
    try {
      if (await removeWearWithUndo(queryClient, wear, dayLabel(day))) onRemoved(wear.id, index);
      else onKept(wear.id);
    } finally {
      setRemoving(null);
    }
  });

  if (wears.length === 0)
    return (
      <p tabIndex={-1} data-day-empty className={`text-sm text-muted-foreground ${FOCUS_TARGET}`}>
        {CALENDAR_TEXT.nothingThatDay}
      </p>
    );
  return (
    <ul className="grid min-w-0 grid-cols-1 gap-2" aria-label={CALENDAR_TEXT.dayTitle(dayLabel(day))}>
      {wears.map((wear, index) => (
        <li
          key={wear.id}
          tabIndex={-1}
          data-wear-id={wear.id}
          className={`flex min-w-0 items-center justify-between gap-3 rounded-xl bg-background p-2 ${FOCUS_TARGET}`}
        >
          <div className="flex min-w-0 items-center gap-2">
            <WearPhotos items={wear.items} max={6} />
            <span className="min-w-0 truncate text-sm">{wearName(wear)}</span>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            aria-label={CALENDAR_TEXT.removeWearNamed(wearName(wear))}
            disabled={removing === wear.id}
            onClick={() => remove(wear, index)}
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'log pieces for this day', then the closet's picker to log the picked pieces on the day. Mounted
 * for a day to come too (which only says it cannot be logged), so an open picker stays open from
 * day to day. Opening puts the focus in the picker's search box, cancel back on the button, and a
 * logged wear hands it to its new row (`onLogged`).
 */
function LogPieces({ day, future, onLogged }: { day: DayKey; future: boolean; onLogged: (id: number) => void }) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [logging, setLogging] = useState(false);
  const picker = useRef<HTMLDivElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  const submit = useRef<HTMLButtonElement>(null);

  // flushSync: the picker (or the button) must be in the DOM before it can take the focus.
  const showPicker = (show: boolean) => {
    flushSync(() => setAdding(show));
    if (show) picker.current?.querySelector<HTMLElement>('input[type="search"]')?.focus();
    else open.current?.focus();
  };

  const log = useOnceAtATime(async () => {
    setLogging(true);
    let logged: WearView | null = null;
    try {
      logged = (await logWear({ itemIds: picked, date: day })).wear;
      setPicked([]);
      setAdding(false);
      toast({ title: CALENDAR_TEXT.loggedOn(dayLabel(day)) });
    } catch (error) {
      toast({ title: WEAR_TEXT.logFailed, description: describeError(error), variant: "destructive" });
    } finally {
      flushSync(() => setLogging(false));
    }
    // Nothing logged: the focus stays on 'log N pieces' (disabled while it ran, so it lost it).
    if (logged) onLogged(logged.id);
    else submit.current?.focus();
    await refreshAfterWear(queryClient);
  });

  if (future) return <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.futureDay}</p>;
  if (!adding)
    return (
      <Button ref={open} variant="secondary" className="justify-self-start" onClick={() => showPicker(true)}>
        <Plus aria-hidden />
        {CALENDAR_TEXT.addPieces}
      </Button>
    );
  return (
    <div ref={picker} className="grid min-w-0 grid-cols-1 gap-3">
      <ItemPicker
        picked={picked}
        onToggle={(item) =>
          setPicked((now) => (now.includes(item.id) ? now.filter((id) => id !== item.id) : [...now, item.id]))
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button ref={submit} disabled={picked.length === 0 || logging} onClick={() => log()}>
          {CALENDAR_TEXT.addSelected(picked.length)}
        </Button>
        <Button variant="ghost" onClick={() => showPicker(false)}>
          {CALENDAR_TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}
