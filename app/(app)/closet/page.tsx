import { requirePageOwner } from "@/lib/auth/page-owner";
import { closetCategoryCounts, listClosetItems } from "@/lib/closet";
import { closetListFilters, closetViewHref, parseClosetView } from "@/lib/closet/closet-view";
import { closetQueries } from "@/lib/closet/query-options";
import { CLOSET_PAGE_SIZE } from "@/lib/constants";
import { busyAware } from "@/lib/http/busy-page";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ClosetScreen } from "./closet-screen";

export const metadata: Metadata = { title: "your closet" };

/**
 * /closet (SPEC §2), rendered on the server: the counts and the first page of the view the URL asks
 * for (search, category, status, colour, season, sort) are in the first HTML; the client island
 * (toolbar, tabs, select mode, load more, delete) takes over with React Query.
 */
async function ClosetPage({ searchParams }: PageProps<"/closet">) {
  const view = parseClosetView(await searchParams);
  const owner = await requirePageOwner(closetViewHref(view));

  const filters = closetListFilters(view);
  const [counts, firstPage] = await Promise.all([
    closetCategoryCounts(owner),
    listClosetItems(owner, {
      q: view.q || undefined,
      status: view.status,
      color: view.color ?? undefined,
      season: view.season ?? undefined,
      sort: view.sort,
      category: view.category === "all" ? undefined : view.category,
      limit: CLOSET_PAGE_SIZE,
    }),
  ]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(closetQueries.categoryCounts().queryKey, counts);
  queryClient.setQueryData(closetQueries.pages(filters).queryKey, { pages: [firstPage], pageParams: [null] });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ClosetScreen />
    </HydrationBoundary>
  );
}

export default busyAware(ClosetPage);
