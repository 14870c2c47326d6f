"use client";

import { Button } from "@/components/ui/button";
import { useOncePerId } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { refreshAfterWear } from "@/components/wears/use-wears";
import { describeError } from "@/lib/api-client";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { chooseCleanout } from "@/lib/wears/cleanout-client";
import type { InsightItem } from "@/lib/wears/query-options";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRef } from "react";
import { PieceSummary } from "./item-list";
import { useFocusNext } from "./use-focus-next";
import { useHidden } from "./use-hidden";

const nameOf = (item: InsightItem) => item.name ?? item.category;

/**
 * The leaving list (issue #41): pieces marked donate or sell in the cleanout queue. They stay out of
 * outfits until "bring back" clears the choice; the piece is back in the closet (and back in the
 * queue if it is still unworn). Focus moves to the next piece, or to the list's intro when it empties.
 */
export function LeavingList({ items, count }: { items: InsightItem[]; count: number }) {
  const queryClient = useQueryClient();
  const list = useRef<HTMLUListElement>(null);
  const intro = useRef<HTMLParagraphElement>(null);
  const [back, hide] = useHidden(items);
  const focusNextAfter = useFocusNext(list, intro, "button");
  const shown = items.filter((item) => !back.has(item.id));
  const left = count - (items.length - shown.length);

  const bringBack = useOncePerId(async (item: InsightItem) => {
    try {
      await chooseCleanout(item.id, null);
      focusNextAfter(shown, item.id);
      hide(item.id, true);
      toast({ title: INSIGHTS_TEXT.broughtBack(nameOf(item)) });
    } catch (error) {
      toast({ title: INSIGHTS_TEXT.choiceFailed, description: describeError(error), variant: "destructive" });
    } finally {
      await refreshAfterWear(queryClient);
    }
  });

  return (
    <div className="grid grid-cols-1 gap-3">
      <p ref={intro} tabIndex={-1} className="-mt-2 text-sm text-muted-foreground" data-testid="leaving-intro">
        {left > 0 ? INSIGHTS_TEXT.leavingIntro(left) : INSIGHTS_TEXT.leavingEmpty}
      </p>
      {shown.length > 0 ? (
        <ul ref={list} className="grid grid-cols-1 gap-2" aria-label={INSIGHTS_TEXT.leaving} data-testid="leaving-list">
          {shown.map((item) => (
            <li key={item.id} data-id={item.id} className="flex items-center gap-3 rounded-xl p-1.5">
              <Link href={`/closet/${item.id}`} className="flex min-w-0 flex-1 items-center gap-3 hover:underline">
                <PieceSummary item={item} name={nameOf(item)}>
                  <span className="block text-xs text-muted-foreground">
                    {INSIGHTS_TEXT.leavingAs(item.cleanout === "sell" ? "sell" : "donate")}
                  </span>
                </PieceSummary>
              </Link>
              <Button
                variant="secondary"
                size="sm"
                aria-label={INSIGHTS_TEXT.bringBackNamed(nameOf(item))}
                onClick={() => bringBack(item)}
              >
                {INSIGHTS_TEXT.bringBack}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
