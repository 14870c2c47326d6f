"use client";

import { CategoryBalanceChart, WearsByMonthChart } from "@/components/insights/charts";
import { CleanoutQueue } from "@/components/insights/cleanout-queue";
import { InsightItemList } from "@/components/insights/item-list";
import { LeavingList } from "@/components/insights/leaving-list";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import type { InsightItem, Insights } from "@/lib/wears/contract";
import { formatMoney } from "@/lib/wears/format";
import { wearQueries } from "@/lib/wears/query-options";
import { useQuery } from "@tanstack/react-query";
import { Shirt } from "lucide-react";
import Link from "next/link";
import { Fragment, type ReactNode } from "react";

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
    <div aria-busy className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <Skeleton className="h-24 rounded-(--radius-card) lg:col-span-2" />
      <Skeleton className="h-72 rounded-(--radius-card)" />
      <Skeleton className="h-72 rounded-(--radius-card)" />
      <Skeleton className="h-56 rounded-(--radius-card)" />
      <Skeleton className="h-56 rounded-(--radius-card)" />
    </div>
  );
}

/**
 * /insights' island (issues #28, #41): totals, the two charts, most and least worn, best and worst
 * cost per wear, the cleanout queue and the leaving list.
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
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
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
          <CostPerWearPanels groups={data.costPerWear} />
        </>
      )}
      <Panel id="cleanout-heading" title={INSIGHTS_TEXT.cleanout} wide>
        <p className="-mt-2 mb-4 text-sm text-muted-foreground">
          {INSIGHTS_TEXT.cleanoutIntro}
          {data.unwornCount > data.unworn.length
            ? ` ${INSIGHTS_TEXT.showingOf(data.unworn.length, data.unwornCount)}`
            : ""}
        </p>
        <CleanoutQueue items={data.unworn} next={data.cleanoutNext} />
      </Panel>
      <Panel id="leaving-heading" title={INSIGHTS_TEXT.leaving} wide>
        <LeavingList items={data.leaving} count={data.leavingCount} />
      </Panel>
    </div>
  );
}

/**
 * Best and worst cost per wear, per currency (issue #41): prices are never converted, so with pieces
 * bought in two currencies each has its own lists, named by its currency.
 */
function CostPerWearPanels({ groups }: { groups: Insights["costPerWear"] }) {
  const titled = (title: string, currency: string) =>
    groups.length > 1 ? INSIGHTS_TEXT.inCurrency(title, currency) : title;
  const figure = (item: InsightItem) =>
    item.costPerWear === null ? "" : `${formatMoney(item.costPerWear, item.currency)} ${INSIGHTS_TEXT.perWear}`;
  return groups.map(({ currency, best, worst }) => (
    <Fragment key={currency}>
      <Panel id={`best-value-${currency}-heading`} title={titled(INSIGHTS_TEXT.bestValue, currency)}>
        <InsightItemList items={best} label={titled(INSIGHTS_TEXT.bestValue, currency)} figure={figure} />
      </Panel>
      {worst.length > 0 ? (
        <Panel id={`worst-value-${currency}-heading`} title={titled(INSIGHTS_TEXT.worstValue, currency)}>
          <InsightItemList items={worst} label={titled(INSIGHTS_TEXT.worstValue, currency)} figure={figure} />
        </Panel>
      ) : null}
    </Fragment>
  ));
}

/** The closet's size, its wears and its value: a total per currency, never converted. */
function Totals({ totals: sums }: { totals: Insights["totals"] }) {
  const value =
    sums.values.length === 0 ? (
      INSIGHTS_TEXT.noPrices
    ) : (
      <span className="grid">
        {sums.values.map(({ currency, amount }) => (
          <span key={currency}>{formatMoney(amount, currency)}</span>
        ))}
      </span>
    );
  const totals: [string, ReactNode][] = [
    [INSIGHTS_TEXT.items, String(sums.items)],
    [INSIGHTS_TEXT.wears, String(sums.wears)],
    [INSIGHTS_TEXT.value, value],
  ];
  return (
    <dl
      className="grid grid-cols-3 gap-3 rounded-(--radius-card) border border-border bg-surface p-4 text-center lg:col-span-2"
      data-testid="insights-totals"
    >
      {totals.map(([label, shown]) => (
        <div key={label} className="grid content-start gap-0.5">
          <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
          <dd
            className={`font-display tabular-nums ${sums.values.length === 0 && label === INSIGHTS_TEXT.value ? "text-base" : "text-xl sm:text-2xl"}`}
          >
            {shown}
          </dd>
        </div>
      ))}
    </dl>
  );
}
