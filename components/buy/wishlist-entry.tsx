"use client";

import { ImageToolsProgress } from "@/components/closet/item/item-image-results";
import { ModelStatus } from "@/components/closet/removal-settings";
import { Button } from "@/components/ui/button";
import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { formatDay } from "@/lib/wears/format";
import { ChevronDown, PackageCheck, RotateCw, ShoppingBag, Trash2 } from "lucide-react";
import Link from "next/link";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { CheckDetails, SourceLink } from "./check-details";
import { productName } from "./check-format";
import { CheckSummary } from "./check-summary";
import { deleteCheckLater } from "./pending-check-deletes";
import { type BoughtState, useBought } from "./use-bought";

const TEXT = BUY_SCREEN_TEXT.wishlist;

/**
 * "I bought it"'s step, said as it happens, with the closet upload's model-download bar (first use).
 * The live region stays in place while idle, so the first step is read out too.
 */
function BoughtProgress({ state, model }: { state: BoughtState; model: ReturnType<typeof useBought>["modelStatus"] }) {
  return (
    <div className="grid gap-3 empty:hidden" aria-live="polite">
      {state.step === "idle" ? null : (
        <>
          <ImageToolsProgress line={BUY_SCREEN_TEXT.bought[state.step]} percent={null} />
          {state.step === "removing" ? <ModelStatus state={model} /> : null}
        </>
      )}
    </div>
  );
}

/** "I bought it", or once bought, where the piece now is. */
function BoughtControl({
  itemId,
  busy,
  onBuy,
  describedBy,
  linkRef,
}: {
  itemId: number | null;
  busy: boolean;
  onBuy: () => void;
  describedBy: string;
  linkRef: RefObject<HTMLAnchorElement | null>;
}) {
  if (itemId !== null)
    return (
      <Link
        ref={linkRef}
        href={`/closet/${itemId}`}
        aria-describedby={describedBy}
        className="inline-flex h-9 items-center gap-1.5 rounded-full bg-success/10 px-4 text-sm font-medium text-success hover:underline"
        data-testid="in-closet"
      >
        <PackageCheck aria-hidden className="size-4" />
        {TEXT.inCloset}
      </Link>
    );
  return (
    // Not `disabled` while it works: the focus stays on it (a second press is ignored by useBought).
    <Button size="sm" onClick={onBuy} aria-disabled={busy || undefined} aria-describedby={describedBy}>
      <ShoppingBag aria-hidden />
      {TEXT.bought}
    </Button>
  );
}

/** Why "I bought it" did not finish, and (unless it was bought meanwhile) "try again". */
function BoughtFailure({ failure, canRetry, onRetry }: { failure: string; canRetry: boolean; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-destructive">
      <p role="alert" data-testid="bought-error">
        {BUY_SCREEN_TEXT.bought.failed}: {failure}
      </p>
      {/* Nothing was lost: the cut-out is kept, and a second try only sends it again. */}
      {canRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <RotateCw aria-hidden />
          {BUY_SCREEN_TEXT.bought.retry}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * One check of the wishlist: the product, its price, verdict and shop link; "I bought it" (which
 * moves it into the closet, ./use-bought.ts), the details, and "delete" with undo
 * (./pending-check-deletes.ts; `onDeleted` moves the focus on, since the row leaves). A bought check
 * says where the piece now is instead.
 */
export function WishlistEntry({ check, onDeleted }: { check: BuyCheckView; onDeleted: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { state, modelStatus, buy } = useBought(check);
  const busy = state.step !== "idle";
  const name = productName(check);
  // Bought from this row: the button gives way to the closet link, which takes the focus it had.
  const closetLink = useRef<HTMLAnchorElement>(null);
  const boughtHere = useRef(false);
  useEffect(() => {
    if (check.boughtItemId === null || !boughtHere.current) return;
    boughtHere.current = false;
    closetLink.current?.focus();
  }, [check.boughtItemId]);
  const buyHere = () => {
    boughtHere.current = true;
    buy();
  };

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="grid gap-4 rounded-(--radius-card) border border-border bg-surface p-4 sm:p-5"
    >
      <CheckSummary check={check} headingId={`${id}-name`} compact>
        <p className="text-xs text-muted-foreground">
          {TEXT.checkedOn(formatDay(check.createdAt))}
          {check.product.sourceUrl ? (
            <>
              {" · "}
              <SourceLink url={check.product.sourceUrl} />
            </>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <BoughtControl
            itemId={check.boughtItemId}
            busy={busy}
            onBuy={buyHere}
            describedBy={`${id}-name`}
            linkRef={closetLink}
          />
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            aria-describedby={`${id}-name`}
            onClick={() => setOpen((shown) => !shown)}
          >
            {TEXT.details}
            <ChevronDown aria-hidden className={open ? "rotate-180 transition-transform" : "transition-transform"} />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-describedby={`${id}-name`}
            onClick={() => {
              deleteCheckLater({ id: check.id, name });
              onDeleted();
            }}
          >
            <Trash2 aria-hidden />
            {TEXT.delete}
          </Button>
        </div>
      </CheckSummary>
      <BoughtProgress state={state} model={modelStatus} />
      {state.step === "idle" && state.failure ? (
        <BoughtFailure failure={state.failure} canRetry={check.boughtItemId === null} onRetry={buyHere} />
      ) : null}
      <div id={`${id}-details`} hidden={!open}>
        {open ? <CheckDetails check={check} withSource={false} /> : null}
      </div>
    </article>
  );
}
