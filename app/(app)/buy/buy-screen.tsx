"use client";

import { CheckForm, type CheckPhase } from "@/components/buy/check-form";
import { useHiddenChecks } from "@/components/buy/pending-check-deletes";
import { ResultPanel } from "@/components/buy/result-panel";
import type { SharedPhoto } from "@/components/buy/use-shared-photo";
import { Wishlist } from "@/components/buy/wishlist";
import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { buyCheckQueries } from "@/lib/buy-checks/query-options";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";

/**
 * /buy's island: the input card and the verdict beside it, then the wishlist. The list is React
 * Query's (prefilled by the server shell); a new check is put at its top at once, shown in the
 * verdict panel, and that panel's heading takes the focus. `shared`: a photo shared to the
 * installed app for "check before buying", preloaded into the form.
 */
export function BuyScreen({ shared }: { shared: SharedPhoto | null }) {
  const queryClient = useQueryClient();
  const list = useQuery(buyCheckQueries.list());
  const hidden = useHiddenChecks();
  const [phase, setPhase] = useState<CheckPhase>(null);
  const [latest, setLatest] = useState<BuyCheckView | null>(null);
  const verdictHeading = useRef<HTMLHeadingElement>(null);
  // The cached copy, once "I bought it" changed it; nothing once it was deleted here.
  const shown =
    latest && !hidden.has(latest.id) ? (list.data?.find((check) => check.id === latest.id) ?? latest) : null;

  const onChecked = (check: BuyCheckView) => {
    queryClient.setQueryData<BuyCheckView[]>(buyCheckQueries.list().queryKey, (checks) => [
      check,
      ...(checks ?? []).filter((entry) => entry.id !== check.id),
    ]);
    setLatest(check);
    // After React has drawn the verdict: the heading is read out with it.
    requestAnimationFrame(() => verdictHeading.current?.focus());
  };

  return (
    <>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <CheckForm shared={shared} onPhase={setPhase} onChecked={onChecked} />
        <ResultPanel phase={phase} check={shown} headingRef={verdictHeading} />
      </div>
      <div className="mt-12">
        <Wishlist
          checks={list.data?.filter((check) => !hidden.has(check.id))}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      </div>
    </>
  );
}
