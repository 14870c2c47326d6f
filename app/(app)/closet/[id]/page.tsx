import { requirePageOwner } from "@/lib/auth/page-owner";
import { getClosetItem } from "@/lib/closet";
import type { ClosetItemView } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import { rowIdFrom } from "@/lib/row-id";
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
  const stored = id === null ? null : await getClosetItem(owner, id);
  if (!stored) notFound();
  // The storage keys stay on the server.
  const { imageKey: _imageKey, thumbnailKey: _thumbnailKey, ...item } = stored;
  return item;
});

export async function generateMetadata({ params }: PageProps<"/closet/[id]">): Promise<Metadata> {
  const item = await loadItem((await params).id);
  return { title: item.name ?? item.category };
}

/**
 * /closet/{id}: the photo and every detail of one item, rendered on the server with the item in the
 * first HTML; the client island edits it (saving as it goes), re-analyzes, archives and deletes.
 */
export default async function ClosetItemPage({ params }: PageProps<"/closet/[id]">) {
  const item = await loadItem((await params).id);
  const queryClient = new QueryClient();
  queryClient.setQueryData(closetQueries.item(item.id).queryKey, item);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ItemScreen id={item.id} />
    </HydrationBoundary>
  );
}
