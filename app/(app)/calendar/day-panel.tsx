"use client";

import { Button } from "@/components/ui/button";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { ItemPicker } from "@/components/wears/item-picker";
import { refreshAfterWear, removeWear } from "@/components/wears/use-wears";
import { WearPhotos } from "@/components/wears/wear-photos";
import { describeError } from "@/lib/api-client";
import { type DayKey, dayLabel } from "@/lib/calendar/month-grid";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { logWear, type WearView } from "@/lib/wears/query-options";
import { useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";

const wearName = (wear: WearView) => wear.items.map((item) => item.name ?? item.category).join(", ");

/**
 * One day of the calendar: what was worn (each wear removable), and logging pieces for that day
 * with the closet's picker. A day still to come can be seen but not logged.
 */
export function DayPanel({ day, wears, future }: { day: DayKey; wears: WearView[]; future: boolean }) {
  return (
    <section
      aria-labelledby="day-title"
      data-testid="day-panel"
      className="grid gap-4 rounded-(--radius-card) border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="day-title" className="font-display text-heading font-normal">
        {CALENDAR_TEXT.dayTitle(dayLabel(day))}
      </h2>
      <DayWears day={day} wears={wears} />
      <LogPieces day={day} future={future} />
    </section>
  );
}

/** The day's wears, each with its bin. */
function DayWears({ day, wears }: { day: DayKey; wears: WearView[] }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useOnceAtATime(async (id: number) => {
    setRemoving(id);
    try {
      await removeWear(queryClient, id);
    } finally {
      setRemoving(null);
    }
  });

  if (wears.length === 0) return <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.nothingThatDay}</p>;
  return (
    <ul className="grid gap-2" aria-label={CALENDAR_TEXT.dayTitle(dayLabel(day))}>
      {wears.map((wear) => (
        <li key={wear.id} className="flex items-center justify-between gap-3 rounded-xl bg-background p-2">
          <div className="flex min-w-0 items-center gap-2">
            <WearPhotos items={wear.items} max={6} />
            <span className="truncate text-sm">{wearName(wear)}</span>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={CALENDAR_TEXT.removeWearNamed(wearName(wear))}
            disabled={removing === wear.id}
            onClick={() => remove(wear.id)}
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'add pieces', then the closet's picker to log the picked pieces on the day. Mounted for a day to
 * come too (which only says it cannot be logged), so an open picker stays open from day to day.
 */
function LogPieces({ day, future }: { day: DayKey; future: boolean }) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [logging, setLogging] = useState(false);
  const log = useOnceAtATime(async () => {
    setLogging(true);
    try {
      await logWear({ itemIds: picked, date: day });
      setPicked([]);
      setAdding(false);
      toast({ title: CALENDAR_TEXT.loggedOn(dayLabel(day)) });
    } catch (error) {
      toast({ title: WEAR_TEXT.logFailed, description: describeError(error), variant: "destructive" });
    } finally {
      setLogging(false);
      await refreshAfterWear(queryClient);
    }
  });

  if (future) return <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.futureDay}</p>;
  if (!adding)
    return (
      <Button variant="secondary" className="justify-self-start" onClick={() => setAdding(true)}>
        <Plus aria-hidden />
        {CALENDAR_TEXT.addPieces}
      </Button>
    );
  return (
    <div className="grid gap-3">
      <ItemPicker
        picked={picked}
        onToggle={(item) =>
          setPicked((now) => (now.includes(item.id) ? now.filter((id) => id !== item.id) : [...now, item.id]))
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={picked.length === 0 || logging} onClick={() => log()}>
          {CALENDAR_TEXT.addSelected(picked.length)}
        </Button>
        <Button variant="ghost" onClick={() => setAdding(false)}>
          {CALENDAR_TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}
