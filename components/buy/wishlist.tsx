"use client";

import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { ShoppingBag } from "lucide-react";
import { useRef } from "react";
import { WishlistEntry } from "./wishlist-entry";
import { WishlistSkeleton } from "./wishlist-skeleton";

const TEXT = BUY_SCREEN_TEXT.wishlist;

/**
 * Every check, newest first (issue #44: "each check is kept, with product, price, link and
 * verdict"); the caller leaves out those deleted from this browser whose undo window is still open
 * (./pending-check-deletes.ts). `checks` is undefined while the list loads (a visit the server did
 * not prefill), `error` when it failed.
 */
export function Wishlist({
  checks: shown,
  error,
  onRetry,
}: {
  checks: BuyCheckView[] | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="wishlist-title" aria-busy={shown === undefined && !error} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          ref={heading}
          id="wishlist-title"
          tabIndex={-1}
          className="font-display text-heading font-normal focus:outline-none"
        >
          {TEXT.title}
        </h2>
        {shown && shown.length > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="wishlist-count">
            {TEXT.count(shown.length)}
          </p>
        ) : null}
      </div>
      {shown === undefined ? (
        error ? (
          <LoadError error={error} onRetry={onRetry} title={TEXT.loadFailed} />
        ) : (
          <WishlistSkeleton />
        )
      ) : shown.length === 0 ? (
        <EmptyState icon={ShoppingBag} title={TEXT.empty} description={TEXT.emptyHelp} />
      ) : (
        <ul className="grid gap-3" data-testid="wishlist">
          {shown.map((check) => (
            <li key={check.id} data-testid="wishlist-entry" data-check-id={check.id}>
              {/* The row leaves with its delete: the focus goes to the list's heading, not to the page's top. */}
              <WishlistEntry check={check} onDeleted={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
