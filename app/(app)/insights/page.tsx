import { WardrobeNav } from "@/components/layout/wardrobe-nav";
import { requirePageOwner } from "@/lib/auth/page-owner";
import { busyAware } from "@/lib/http/busy-page";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { insightsFor } from "@/lib/wears";
import { wearQueries } from "@/lib/wears/query-options";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { InsightsScreen } from "./insights-screen";

export const metadata: Metadata = { title: "insights" };

/**
 * /insights (issue #28): a server shell with the insights (computed in SQL) in the cache, so the
 * first HTML holds the charts, lists and cleanout queue; the island takes over for the choices.
 */
async function InsightsPage() {
  const owner = await requirePageOwner("/insights");
  const queryClient = new QueryClient();
  queryClient.setQueryData(wearQueries.insights().queryKey, await insightsFor(owner));
  return (
    <InsightsFrame>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <InsightsScreen />
      </HydrationBoundary>
    </InsightsFrame>
  );
}

function InsightsFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="insights-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <WardrobeNav current="/insights" className="mb-6" />
      <h1 id="insights-title" className="font-display text-title font-normal">
        {INSIGHTS_TEXT.title}
      </h1>
      <p className="mt-2 max-w-xl text-muted-foreground">{INSIGHTS_TEXT.intro}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}

export default busyAware(InsightsPage);
