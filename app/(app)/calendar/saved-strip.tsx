import { Button } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";
import { Skeleton } from "@/components/ui/skeleton";
import { describeError } from "@/lib/api-client";
import { OUTFIT_DRAG_TYPE } from "@/lib/calendar/plan-days";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { PLAN_TEXT } from "@/lib/messages/plans";
import type { OutfitView } from "@/lib/outfits/contract";
import { cn } from "@/lib/ui/cn";
import { CalendarPlus, GripVertical } from "lucide-react";
import Link from "next/link";
import type { DragEvent, MouseEvent } from "react";

type Props = {
  outfits: OutfitView[] | undefined;
  error: unknown;
  /** The outfit waiting for its day (pick mode), if any. */
  picking: number | null;
  /** 'plan for a day' on a card: pick mode for it (or, pressed again, out of it); `from` gets the focus back. */
  onPick: (outfit: OutfitView, from: HTMLElement) => void;
  onDrag: (outfit: OutfitView | null) => void;
};

/**
 * Beside the grid from 1024 px up (issue #43): the saved outfits as small cards to drag onto a day,
 * each with 'plan for a day', which does the same from the keyboard (pick mode). Phones plan from
 * the day panel instead.
 */
export function SavedStrip({ outfits, error, picking, onPick, onDrag }: Props) {
  let body;
  if (outfits === undefined)
    body = error ? (
      <p className="text-sm text-muted-foreground">{describeError(error)}</p>
    ) : (
      <Skeleton className="h-14 w-full rounded-xl" />
    );
  else if (outfits.length === 0)
    body = (
      <p className="text-sm text-muted-foreground">
        {CALENDAR_TEXT.noSavedOutfits}{" "}
        <Link href="/outfit-creator?tab=saved" className="underline underline-offset-4 hover:text-foreground">
          {CALENDAR_TEXT.savedOutfitsLink}
        </Link>
      </p>
    );
  else
    body = (
      <ul className="grid max-h-80 min-w-0 grid-cols-1 gap-2 overflow-y-auto p-0.5" aria-labelledby="saved-strip-title">
        {outfits.map((outfit) => (
          <SavedCard key={outfit.id} outfit={outfit} picking={picking === outfit.id} onPick={onPick} onDrag={onDrag} />
        ))}
      </ul>
    );
  return (
    <section
      aria-labelledby="saved-strip-title"
      data-testid="saved-strip"
      className="hidden min-w-0 grid-cols-1 gap-3 rounded-(--radius-card) border border-border bg-surface p-4 lg:grid"
    >
      <div className="grid gap-1">
        <h2 id="saved-strip-title" className="font-display text-lg font-normal">
          {CALENDAR_TEXT.savedStripTitle}
        </h2>
        {outfits?.length ? <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.savedStripHint}</p> : null}
      </div>
      {body}
    </section>
  );
}

function SavedCard({
  outfit,
  picking,
  onPick,
  onDrag,
}: {
  outfit: OutfitView;
  picking: boolean;
  onPick: Props["onPick"];
  onDrag: Props["onDrag"];
}) {
  const onDragStart = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData(OUTFIT_DRAG_TYPE, String(outfit.id));
    // Dropped anywhere else (a text field, another app), it is the outfit's name.
    event.dataTransfer.setData("text/plain", outfit.name);
    event.dataTransfer.effectAllowed = "copy";
    onDrag(outfit);
  };
  return (
    <li
      draggable
      onDragStart={onDragStart}
      onDragEnd={() => onDrag(null)}
      data-testid="saved-outfit-card"
      data-outfit-id={outfit.id}
      className={cn(
        "flex min-w-0 cursor-grab items-center gap-2 rounded-xl border bg-background p-2 active:cursor-grabbing",
        picking ? "border-accent ring-2 ring-accent" : "border-border",
      )}
    >
      <GripVertical aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      {/* Photos are draggable by themselves: a drag that starts on one must still move the card. */}
      <span aria-hidden className="pointer-events-none flex shrink-0 gap-0.5">
        {outfit.items.slice(0, 3).map((item) => (
          <Photo
            key={item.id}
            src={item.thumbnailUrl}
            alt=""
            width={32}
            height={32}
            className="size-8 rounded-md border-2 border-background bg-white object-contain"
          />
        ))}
      </span>
      <span className="min-w-0 flex-1 truncate text-sm">{outfit.name}</span>
      <Button
        variant={picking ? "primary" : "ghost"}
        size="sm"
        className="shrink-0"
        aria-label={CALENDAR_TEXT.planForADayNamed(outfit.name)}
        aria-pressed={picking}
        onClick={(event: MouseEvent<HTMLButtonElement>) => onPick(outfit, event.currentTarget)}
        data-testid="plan-for-a-day"
      >
        <CalendarPlus aria-hidden />
        {PLAN_TEXT.planForADay}
      </Button>
    </li>
  );
}
