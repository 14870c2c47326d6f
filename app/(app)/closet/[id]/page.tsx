import { InstalledModelsProvider } from "@/components/uploads/installed-models";
import { requirePageOwner } from "@/lib/auth/page-owner";
import { installedModelSizes } from "@/lib/background-removal/installed";
import { closetItemView } from "@/lib/closet";
import type { ClosetItemView } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import { AppError } from "@/lib/errors";
import { busyAware } from "@/lib/http/busy-page";
import { rowIdFrom } from "@/lib/http/row-id";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ItemScreen } from "./item-screen";

/**
 * The owner's item, or the app's 404 page: another owner's id, a missing item and an id that
 * cannot be one all read alike. Cached per request, so the title and the page share one query.
 */
const loadItem = cache(async (idParam: string): Promise<ClosetItemView> => {
  const owner = await requirePageOwner(`/closet/${encodeURIComponent(idParam)}`);
  const id = rowIdFrom(idParam);
  if (id === null) notFound();
  try {
    return await closetItemView(owner, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});

async function pageMetadata({ params }: PageProps<"/closet/[id]">): Promise<Metadata> {
  const item = await loadItem((await params).id);
  return { title: item.name ?? item.category };
}

/**
 * /closet/{id}: the photo and every detail of one item, rendered on the server with the item in the
 * first HTML; the client island edits it (saving as it goes), re-analyzes, archives and deletes.
 * The picture tools offer only the background-removal models this server has.
 */
async function ClosetItemPage({ params }: PageProps<"/closet/[id]">) {
  const [item, models] = await Promise.all([loadItem((await params).id), installedModelSizes()]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(closetQueries.item(item.id).queryKey, item);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <InstalledModelsProvider sizes={models}>
        <ItemScreen id={item.id} />
      </InstalledModelsProvider>
    </HydrationBoundary>
  );
}

export default busyAware(ClosetItemPage);
export const generateMetadata = busyAware(pageMetadata);
