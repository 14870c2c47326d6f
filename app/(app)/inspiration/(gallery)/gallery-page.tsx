import { requirePageOwner } from "@/lib/auth/page-owner";
import { listInspiration } from "@/lib/inspiration";
import type { InspirationFilter } from "@/lib/inspiration/contract";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { GalleryCards } from "./gallery-cards";
import { GalleryFrame } from "./gallery-frame";

/**
 * The gallery (SPEC §2) of /inspiration and /inspiration/saved, rendered on the server with the
 * owner's images already in the HTML. The client island takes over with React Query from the same data.
 */
export async function GalleryPage({ filter }: { filter: InspirationFilter }) {
  const owner = await requirePageOwner(filter === "saved" ? "/inspiration/saved" : "/inspiration");

  const queryClient = new QueryClient();
  queryClient.setQueryData(
    inspirationQueries.list(filter).queryKey,
    await listInspiration(owner, filter === "saved" ? { saved: true } : {}),
  );
  return (
    <GalleryFrame filter={filter}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <GalleryCards filter={filter} />
      </HydrationBoundary>
    </GalleryFrame>
  );
}
