"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Photo } from "@/components/ui/photo";
import { Spinner } from "@/components/ui/spinner";
import { describeError, getJson } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { pieceName } from "@/lib/trips/checklist-view";
import type { TripItemView, TripSwapOptions } from "@/lib/trips/schemas";
import { useEffect, useState } from "react";

export type SwapTarget = { date: string; item: TripItemView; packed: ReadonlySet<number> };
type OnSwap = (date: string, from: number, to: number) => Promise<void>;

/**
 * The pieces that may take one piece's place on one day (GET /api/trips/{id}/swaps: the server
 * judges them by the day's activity, season and weather), each a button that swaps it in. A modal
 * dialog: focus moves in and comes back to the swap button, Escape closes it.
 */
export function SwapDialog({
  tripId,
  target,
  onSwap,
  onClose,
  returnFocus,
}: {
  tripId: number;
  target: SwapTarget | null;
  onSwap: OnSwap;
  onClose: () => void;
  /** Gives the focus back to the swap button (the dialog has no trigger of its own to return to). */
  returnFocus: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{TRIP_TEXT.swapTitle(target ? pieceName(target.item) : "")}</DialogTitle>
          <DialogDescription>{target ? TRIP_TEXT.swapIntro(target.date) : ""}</DialogDescription>
        </DialogHeader>
        {target ? (
          <SwapChoices
            key={`${target.date}:${target.item.id}`}
            tripId={tripId}
            target={target}
            onSwap={onSwap}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The choices for one piece on one day, loaded when the dialog opens for it. */
function SwapChoices({
  tripId,
  target,
  onSwap,
  onClose,
}: {
  tripId: number;
  target: SwapTarget;
  onSwap: OnSwap;
  onClose: () => void;
}) {
  const [options, setOptions] = useState<TripItemView[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ date: target.date, item: String(target.item.id) });
    getJson<TripSwapOptions>(`/api/trips/${tripId}/swaps?${query}`, { signal: controller.signal })
      .then((answer) => setOptions(answer.options))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(describeError(error) || TRIP_TEXT.swapFailed);
      });
    return () => controller.abort();
  }, [tripId, target]);

  async function pick(to: TripItemView) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSwap(target.date, target.item.id, to.id);
      onClose();
    } catch (error) {
      setFailure(describeError(error) || TRIP_TEXT.swapFailed);
      setBusy(false);
    }
  }

  return (
    <>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      {options === null && !failure ? <Spinner label={TRIP_TEXT.swapLoading} /> : null}
      {options?.length === 0 ? <p className="text-sm text-muted-foreground">{TRIP_TEXT.swapNone}</p> : null}
      {options && options.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={busy}>
          {options.map((option) => {
            const packed = target.packed.has(option.id);
            return (
              <li key={option.id}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void pick(option)}
                  aria-label={`${TRIP_TEXT.swapPick(pieceName(option))}${packed ? ` (${TRIP_TEXT.swapPacked})` : ""}`}
                  className="flex min-h-11 w-full flex-col items-center gap-1 rounded-lg border border-border p-2 text-center text-xs hover:border-foreground focus-visible:outline-2 disabled:opacity-50"
                >
                  <Photo
                    src={option.thumbnailUrl}
                    alt=""
                    width={96}
                    height={96}
                    className="size-24 rounded-lg object-cover"
                  />
                  <span className="block w-full truncate">{pieceName(option)}</span>
                  {packed ? <span className="text-muted-foreground">{TRIP_TEXT.swapPacked}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
