"use client";

import { Photo } from "@/components/ui/photo";
import { toastUndoable } from "@/components/ui/undo-toast";
import { useOncePerId } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { refreshAfterWear } from "@/components/wears/use-wears";
import { describeError } from "@/lib/api-client";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { cn } from "@/lib/ui/cn";
import { formatDay } from "@/lib/wears/format";
import {
  chooseCleanout,
  CLEANOUT_OPTIONS,
  type CleanoutOption,
  type InsightItem,
  setItemArchived,
} from "@/lib/wears/query-options";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";

const nameOf = (item: InsightItem) => item.name ?? item.category;

type Choice = { id: number; choice: CleanoutOption };

/**
 * The cleanout queue (issue #28): pieces not worn in 90 days, each with keep, maybe, donate, sell or
 * archive as a radio group. The choice is stored at once; "archive" takes the piece out of the
 * closet (its status), so its toast offers undo.
 */
export function CleanoutQueue({ items }: { items: InsightItem[] }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Record<number, CleanoutOption | null>>({});
  const [busy, setBusy] = useState<Set<number>>(new Set());

  const setBusyFor = (id: number, on: boolean) =>
    setBusy((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // An archived piece leaves the queue and the closet's lists; the insights and closet are fetched again.
  const refresh = () => refreshAfterWear(queryClient);

  const choose = useOncePerId(async ({ id, choice }: Choice) => {
    const before = chosen[id] ?? items.find((item) => item.id === id)?.cleanout ?? null;
    setChosen((now) => ({ ...now, [id]: choice }));
    setBusyFor(id, true);
    try {
      if (choice === "archive") {
        await setItemArchived(id, true);
        void toastUndoable({ title: INSIGHTS_TEXT.archived }, async () => {
          try {
            await setItemArchived(id, false);
            setChosen((now) => ({ ...now, [id]: before }));
          } catch (error) {
            toast({ title: INSIGHTS_TEXT.choiceFailed, description: describeError(error), variant: "destructive" });
          } finally {
            await refresh();
          }
        });
        await refresh();
      } else {
        await chooseCleanout(id, choice);
        toast({ title: INSIGHTS_TEXT.choiceSaved(choice) });
      }
    } catch (error) {
      setChosen((now) => ({ ...now, [id]: before }));
      toast({ title: INSIGHTS_TEXT.choiceFailed, description: describeError(error), variant: "destructive" });
    } finally {
      setBusyFor(id, false);
    }
  });

  if (items.length === 0) return <p className="text-sm text-muted-foreground">{INSIGHTS_TEXT.cleanoutEmpty}</p>;

  return (
    <ul className="grid gap-3" aria-label={INSIGHTS_TEXT.cleanout} data-testid="cleanout-queue">
      {items.map((item) => (
        <CleanoutRow
          key={item.id}
          item={item}
          current={item.id in chosen ? (chosen[item.id] ?? null) : (item.cleanout ?? null)}
          busy={busy.has(item.id)}
          onChoose={(choice) => choose({ id: item.id, choice })}
        />
      ))}
    </ul>
  );
}

/** One piece of the queue: its thumbnail and last wear (linking to the item), and its choices as a radio group. */
function CleanoutRow({
  item,
  current,
  busy,
  onChoose,
}: {
  item: InsightItem;
  current: CleanoutOption | null;
  busy: boolean;
  onChoose: (choice: CleanoutOption) => void;
}) {
  const groupName = `cleanout-${item.id}`;
  return (
    <li
      data-testid="cleanout-item"
      data-id={item.id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-background p-3 sm:flex-row sm:items-center"
    >
      <Link href={`/closet/${item.id}`} className="flex min-w-0 flex-1 items-center gap-3 hover:underline">
        <Photo
          src={item.thumbnailUrl}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-lg bg-white object-contain"
        />
        <span className="min-w-0">
          <span className="block truncate">{nameOf(item)}</span>
          <span className="block text-xs text-muted-foreground">
            {WEAR_TEXT.lastWorn}: {item.lastWornAt ? formatDay(item.lastWornAt) : WEAR_TEXT.never}
          </span>
        </span>
      </Link>
      <div
        role="radiogroup"
        aria-label={INSIGHTS_TEXT.choiceFor(nameOf(item))}
        aria-busy={busy}
        className="flex flex-wrap gap-1.5"
      >
        {CLEANOUT_OPTIONS.map((choice) => (
          <label
            key={choice}
            className={cn(
              "inline-flex h-9 cursor-pointer items-center rounded-full border px-3 text-sm transition-colors",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
              current === choice
                ? "border-transparent bg-primary text-primary-foreground"
                : "border-input bg-surface hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name={groupName}
              value={choice}
              checked={current === choice}
              disabled={busy}
              onChange={() => onChoose(choice)}
              className="sr-only"
            />
            {choice}
          </label>
        ))}
      </div>
    </li>
  );
}
