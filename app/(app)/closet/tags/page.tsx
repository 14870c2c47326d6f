import { requirePageOwner } from "@/lib/auth/page-owner";
import { listClosetItems } from "@/lib/closet";
import { MAX_PAGE_SIZE, parseTags } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import { busyAware } from "@/lib/http/busy-page";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { TagResults } from "./tag-results";

export const metadata: Metadata = { title: "closet by style tag" };

/** The closet tag matching page (SPEC §2): /closet/tags?tags=a,b, with the matching items in the first HTML. */
async function ClosetTagsPage({ searchParams }: PageProps<"/closet/tags">) {
  const { tags: raw } = await searchParams;
  const tags = parseTags(typeof raw === "string" ? raw : null);
  const owner = await requirePageOwner(
    `/closet/tags${tags.length ? `?tags=${encodeURIComponent(tags.join(","))}` : ""}`,
  );

  const queryClient = new QueryClient();
  // The same page GET /api/closet?tags= answers (its largest).
  if (tags.length > 0)
    queryClient.setQueryData(
      closetQueries.byTags(tags).queryKey,
      (await listClosetItems(owner, { tags, limit: MAX_PAGE_SIZE })).items,
    );
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TagResults />
    </HydrationBoundary>
  );
}

export default busyAware(ClosetTagsPage);
