import { InstalledModelsProvider } from "@/components/uploads/installed-models";
import { installedModelSizes } from "@/lib/background-removal/installed";
import { closetQueries } from "@/lib/closet/query-options";
import { busyAware } from "@/lib/http/busy-page";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ItemScreen } from "./item-screen";
import { loadItem } from "./load-item";

async function pageMetadata({ params }: PageProps<"/closet/[id]">): Promise<Metadata> {
  const item = await loadItem((await params).id);
  return { title: item.name ?? item.category };
}

/**
 * /closet/{id}: the photo and every detail of one item, rendered on the server with the item in the
 * first HTML; the client island edits it (saving as it goes), re-analyzes, archives and deletes.
 * The picture tools offer only the background-removal models this server has. An item that is not
 * there is the layout's 404 (./layout.tsx).
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
