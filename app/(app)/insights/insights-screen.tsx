"use client";

import { CategoryBalanceChart, WearsByMonthChart } from "@/components/insights/charts";
import { CleanoutQueue } from "@/components/insights/cleanout-queue";
import { InsightItemList } from "@/components/insights/item-list";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import type { Insights } from "@/lib/wears/contract";
import { formatMoney } from "@/lib/wears/format";
import { wearQueries } from "@/lib/wears/query-options";
import { useQuery } from "@tanstack/react-query";
import { Shirt } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

function Panel({ id, title, children, wide }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-(--radius-card) border border-border bg-surface p-4 sm:p-5 ${wide ? "lg:col-span-2" : ""}`}
    >
      <h2 id={id} className="mb-4 font-display text-heading font-normal">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The skeleton of the panels, in their final places. */
export function InsightsSkeleton() {
  return (
    <div aria-busy className="grid gap-5 lg:grid-cols-2">
      <Skeleton className="h-24 rounded-(--radius-card) lg:col-span-2" />
      <Skeleton className="h-72 rounded-(--radius-card)" />
      <Skeleton className="h-72 rounded-(--radius-card)" />
      <Skeleton className="h-56 rounded-(--radius-card)" />
      <Skeleton className="h-56 rounded-(--radius-card)" />
    </div>
  );
}

/**
 * /insights' island (issue #28): totals, the two charts, most and least worn, and the cleanout queue.
 * The server shell puts GET /api/insights's answer in the cache, so all of it is in the first HTML;
 * a cleanout choice or a wear elsewhere refetches it.
 */
export function InsightsScreen() {
  const insights = useQuery(wearQueries.insights());
  if (insights.isPending) return <InsightsSkeleton />;
  if (insights.isError)
    return <LoadError title={INSIGHTS_TEXT.failed} error={insights.error} onRetry={() => void insights.refetch()} />;
  const data = insights.data;
  if (data.totals.items === 0)
    return (
      <EmptyState
        icon={Shirt}
        title={INSIGHTS_TEXT.noItemsTitle}
        description={INSIGHTS_TEXT.noItemsDescription}
        action={
          <Link href="/closet-upload" className={buttonVariants({ variant: "accent", size: "lg" })}>
            {OUTFIT_TEXT.addClothes}
          </Link>
        }
      />
    );
  const noWears = data.totals.wears === 0;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Totals totals={data.totals} />
      {noWears ? (
        <p className="rounded-xl bg-muted px-4 py-3 text-sm lg:col-span-2" data-testid="insights-no-wears">
          {INSIGHTS_TEXT.noWears}
        </p>
      ) : null}
      <Panel id="wears-by-month-heading" title={INSIGHTS_TEXT.wearsByMonth}>
        <WearsByMonthChart data={data.wearsByMonth} />
      </Panel>
      <Panel id="category-balance-heading" title={INSIGHTS_TEXT.categoryBalance}>
        <CategoryBalanceChart data={data.categoryBalance} />
      </Panel>
      {noWears ? null : (
        <>
          <Panel id="most-worn-heading" title={INSIGHTS_TEXT.mostWorn}>
            <InsightItemList items={data.mostWorn} label={INSIGHTS_TEXT.mostWorn} />
          </Panel>
          <Panel id="least-worn-heading" title={INSIGHTS_TEXT.leastWorn}>
            <InsightItemList items={data.leastWorn} label={INSIGHTS_TEXT.leastWorn} />
          </Panel>
          {data.costPerWear.best.length > 0 ? (
            <Panel id="cost-per-wear-heading" title={INSIGHTS_TEXT.bestValue} wide>
              <InsightItemList
                items={data.costPerWear.best}
                label={INSIGHTS_TEXT.bestValue}
                figure={(item) =>
                  item.costPerWear === null
                    ? ""
                    : `${formatMoney(item.costPerWear, data.totals.currency)} ${INSIGHTS_TEXT.perWear}`
                }
              />
            </Panel>
          ) : null}
        </>
      )}
      <Panel id="cleanout-heading" title={INSIGHTS_TEXT.cleanout} wide>
        <p className="-mt-2 mb-4 text-sm text-muted-foreground">
          {INSIGHTS_TEXT.cleanoutIntro}
          {data.unwornCount > data.unworn.length
            ? ` ${INSIGHTS_TEXT.showingOf(data.unworn.length, data.unwornCount)}`
            : ""}
        </p>
        <CleanoutQueue items={data.unworn} />
      </Panel>
    </div>
  );
}

/** The closet's size, its wears and its value. */
function Totals({ totals: sums }: { totals: Insights["totals"] }) {
  const totals: [string, string][] = [
    [INSIGHTS_TEXT.items, String(sums.items)],
    [INSIGHTS_TEXT.wears, String(sums.wears)],
    [INSIGHTS_TEXT.value, formatMoney(sums.value, sums.currency)],
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 rounded-(--radius-card) border border-border bg-surface p-4 text-center lg:col-span-2">
      {totals.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
          <dd className="font-display text-xl tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
