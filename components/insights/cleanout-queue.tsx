"use client";

import { FIELD_LABEL_CLASS, NativeSelect } from "@/components/ui/native-select";
import { toastUndoable } from "@/components/ui/undo-toast";
import { useOncePerId } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { refreshAfterWear } from "@/components/wears/use-wears";
import { describeError } from "@/lib/api-client";
import type { CleanoutChoice } from "@/lib/constants";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { chooseCleanout } from "@/lib/wears/cleanout-client";
import { DEFAULT_KEEP_MONTHS, KEEP_MONTHS, type KeepMonths } from "@/lib/wears/cleanout-schema";
import { formatDay } from "@/lib/wears/format";
import {
  CLEANOUT_OPTIONS,
  type CleanoutNext,
  type CleanoutOption,
  type InsightItem,
  setItemArchived,
} from "@/lib/wears/query-options";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useId, useRef, useState } from "react";
import { ChoiceGroup } from "./choice-group";
import { PieceSummary } from "./item-list";
import { useFocusNext } from "./use-focus-next";
import { useHidden } from "./use-hidden";

const nameOf = (item: { name: string | null; category: string }) => item.name ?? item.category;

/** A piece back after its keep ended shows as undecided; "maybe" is the only choice that stays. */
const currentOf = (item: InsightItem): CleanoutOption | null => (item.cleanout === "maybe" ? "maybe" : null);

/** A copy of `set` with `id` in it (on) or out of it. */
function toggle(set: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> {
  const copy = new Set(set);
  if (on) copy.add(id);
  else copy.delete(id);
  return copy;
}

/** When the queue is empty: that it is, and the next piece to join it, when and by which rule. */
function emptyText(next: CleanoutNext | null): string {
  if (!next) return INSIGHTS_TEXT.cleanoutEmpty;
  return `${INSIGHTS_TEXT.cleanoutEmpty} ${INSIGHTS_TEXT.cleanoutNext[next.rule](nameOf(next), formatDay(next.on))}`;
}

/**
 * The cleanout queue (issues #28, #41): pieces long unworn, each with keep, maybe, donate, sell or
 * archive. "keep" snoozes the piece for the period chosen above the queue; donate and sell move it
 * to the leaving list; archive takes it out of the closet. Those leave the queue at once, with undo,
 * and focus moves to the next piece, so a keyboard user is never dropped on the page's body.
 * Long because the choice's save, its undo and where focus goes next share the queue's state (the
 * keep period, the pieces hidden meanwhile), which reads best beside the markup that shows it.
 */
export function CleanoutQueue({ items, next }: { items: InsightItem[]; next: CleanoutNext | null }) {
  const queryClient = useQueryClient();
  const hintId = useId();
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  const [months, setMonths] = useState<KeepMonths>(DEFAULT_KEEP_MONTHS);
  const [gone, hide] = useHidden(items);
  const [maybe, setMaybe] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const focusNextAfter = useFocusNext(list, empty, '[tabindex="0"]');
  const shown = items.filter((item) => !gone.has(item.id));

  const refresh = () => refreshAfterWear(queryClient);

  const choose = useOncePerId(async ({ id, choice }: { id: number; choice: CleanoutOption }) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return;
    const before = maybe[id] === undefined ? currentOf(item) : maybe[id] ? "maybe" : null;
    setBusy((now) => toggle(now, id, true));
    try {
      if (choice === "maybe") {
        await chooseCleanout(id, "maybe");
        setMaybe((now) => ({ ...now, [id]: true }));
        toast({ title: INSIGHTS_TEXT.maybe });
      } else {
        const undo = await commit(item, choice, months);
        focusNextAfter(shown, id);
        hide(id, true);
        void toastUndoable(undo, async () => {
          try {
            if (choice === "archive") await setItemArchived(id, false);
            else await chooseCleanout(id, before === "maybe" ? "maybe" : null);
            hide(id, false);
          } catch (error) {
            toast({ title: INSIGHTS_TEXT.choiceFailed, description: describeError(error), variant: "destructive" });
          } finally {
            await refresh();
          }
        });
      }
      await refresh();
    } catch (error) {
      toast({ title: INSIGHTS_TEXT.choiceFailed, description: describeError(error), variant: "destructive" });
    } finally {
      setBusy((now) => toggle(now, id, false));
    }
  });

  return (
    <div className="grid grid-cols-1 gap-4">
      <KeepPeriod months={months} onChange={setMonths} />
      <p id={hintId} className="sr-only">
        {INSIGHTS_TEXT.choiceHint}
      </p>
      {shown.length === 0 ? (
        <p ref={empty} tabIndex={-1} className="text-sm text-muted-foreground" data-testid="cleanout-empty">
          {emptyText(next)}
        </p>
      ) : (
        <ul
          ref={list}
          className="grid grid-cols-1 gap-3"
          aria-label={INSIGHTS_TEXT.cleanout}
          data-testid="cleanout-queue"
        >
          {shown.map((item) => (
            <CleanoutRow
              key={item.id}
              item={item}
              months={months}
              hintId={hintId}
              current={maybe[item.id] === undefined ? currentOf(item) : maybe[item.id] ? "maybe" : null}
              busy={busy.has(item.id)}
              onChoose={(choice) => choose({ id: item.id, choice })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Stores the choice and answers what the toast says happened, built from the server's answer (the
 * day a keep ends). The piece leaves the queue, so the toast offers undo.
 */
async function commit(item: InsightItem, choice: Exclude<CleanoutOption, "maybe">, months: KeepMonths) {
  if (choice === "archive") {
    await setItemArchived(item.id, true);
    return { title: INSIGHTS_TEXT.archived };
  }
  const saved = await chooseCleanout(item.id, choice satisfies CleanoutChoice, months);
  if (choice === "keep") return { title: INSIGHTS_TEXT.kept(months, formatDay(saved.keepUntil ?? "")) };
  return { title: INSIGHTS_TEXT.movedToLeaving(choice) };
}

/** The period "keep" snoozes a piece for, named on every keep button ("keep for 3 months"). */
function KeepPeriod({ months, onChange }: { months: KeepMonths; onChange: (months: KeepMonths) => void }) {
  const id = useId();
  return (
    <div className="grid max-w-56 gap-2">
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {INSIGHTS_TEXT.keepPeriodLabel}
      </label>
      <NativeSelect
        id={id}
        value={months}
        onChange={(event) => onChange(Number(event.target.value) as KeepMonths)}
        data-testid="keep-period"
      >
        {KEEP_MONTHS.map((option) => (
          <option key={option} value={option}>
            {INSIGHTS_TEXT.keepPeriod(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** One piece of the queue: its thumbnail and last wear (linking to the item), and its choices. */
function CleanoutRow({
  item,
  months,
  hintId,
  current,
  busy,
  onChoose,
}: {
  item: InsightItem;
  months: KeepMonths;
  hintId: string;
  current: CleanoutOption | null;
  busy: boolean;
  onChoose: (choice: CleanoutOption) => void;
}) {
  const returned = item.cleanout === "keep" && item.keepUntil !== null;
  return (
    <li
      data-testid="cleanout-item"
      data-id={item.id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-background p-3 sm:flex-row sm:items-center"
    >
      <Link href={`/closet/${item.id}`} className="flex min-w-0 flex-1 items-center gap-3 hover:underline">
        <PieceSummary item={item} name={nameOf(item)} large>
          <span className="block text-xs text-muted-foreground">
            {WEAR_TEXT.lastWorn}: {item.lastWornAt ? formatDay(item.lastWornAt) : WEAR_TEXT.never}
          </span>
          {returned ? (
            <span className="block text-xs text-muted-foreground">
              {INSIGHTS_TEXT.keptUntil(formatDay(item.keepUntil!))}
            </span>
          ) : null}
        </PieceSummary>
      </Link>
      <ChoiceGroup
        label={INSIGHTS_TEXT.choiceFor(nameOf(item))}
        describedBy={hintId}
        options={CLEANOUT_OPTIONS}
        current={current}
        busy={busy}
        nameOf={(choice) => (choice === "keep" ? INSIGHTS_TEXT.keepFor(months) : choice)}
        onChoose={onChoose}
      />
    </li>
  );
}
