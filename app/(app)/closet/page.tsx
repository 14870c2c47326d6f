import { requirePageOwner } from "@/lib/auth/page-owner";
import { closetCategoryCounts, listClosetItems } from "@/lib/closet";
import { isCategory } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import { CLOSET_PAGE_SIZE } from "@/lib/constants";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ClosetScreen } from "./closet-screen";

export const metadata: Metadata = { title: "your closet" };

/**
 * /closet (SPEC §2), rendered on the server: the counts and the first page of the chosen category
 * are in the first HTML; the client island (tabs, load more, delete) takes over with React Query.
 */
export default async function ClosetPage({ searchParams }: PageProps<"/closet">) {
  const { category } = await searchParams;
  const requested = typeof category === "string" ? category : "";
  const owner = await requirePageOwner(requested ? `/closet?category=${encodeURIComponent(requested)}` : "/closet");

  const filter = isCategory(requested) ? requested : "all";
  const [counts, firstPage] = await Promise.all([
    closetCategoryCounts(owner),
    listClosetItems(owner, { category: filter === "all" ? undefined : filter, limit: CLOSET_PAGE_SIZE }),
  ]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(closetQueries.categoryCounts().queryKey, counts);
  queryClient.setQueryData(closetQueries.pages(filter).queryKey, { pages: [firstPage], pageParams: [null] });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ClosetScreen />
    </HydrationBoundary>
  );
}
