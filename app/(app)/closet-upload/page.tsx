import { InstalledModelsProvider } from "@/components/uploads/installed-models";
import { aiProviderInfo } from "@/lib/ai";
import { requirePageOwner } from "@/lib/auth/page-owner";
import { installedModelSizes } from "@/lib/background-removal/installed";
import { listClosetItems } from "@/lib/closet";
import { closetQueries } from "@/lib/closet/query-options";
import { RECENT_ITEMS_LIMIT } from "@/lib/constants";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { UploadScreen } from "./upload-screen";

export const metadata: Metadata = { title: "add to your closet" };
// The AI provider is a runtime setting (AI_PROVIDER, ANTHROPIC_API_KEY), not a build-time one.
export const dynamic = "force-dynamic";

/**
 * /closet-upload (SPEC §2, section anchor "closet"), rendered on the server with the newest items
 * already in it ('recently added items', from earlier visits too); the upload queue is the client island,
 * told which background-removal models this server has (its cards offer only those).
 */
export default async function ClosetUploadPage() {
  const owner = await requirePageOwner("/closet-upload");
  const [recent, models] = await Promise.all([
    listClosetItems(owner, { limit: RECENT_ITEMS_LIMIT }),
    installedModelSizes(),
  ]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(closetQueries.recent().queryKey, recent.items);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <InstalledModelsProvider sizes={models}>
        <UploadScreen aiLabel={aiProviderInfo().label} />
      </InstalledModelsProvider>
    </HydrationBoundary>
  );
}
