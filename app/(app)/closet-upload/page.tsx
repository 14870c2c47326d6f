import { InstalledModelsProvider } from "@/components/uploads/installed-models";
import { aiProviderInfo } from "@/lib/ai";
import { requirePageOwner } from "@/lib/auth/page-owner";
import { installedModelSizes } from "@/lib/background-removal/installed";
import { listClosetItems } from "@/lib/closet";
import { closetQueries } from "@/lib/closet/query-options";
import { RECENT_ITEMS_LIMIT } from "@/lib/constants";
import { busyAware } from "@/lib/http/busy-page";
import { findSharedPhotos, shareBrowserSecret, sharedPhotosParamsSchema } from "@/lib/shared-photos";
import { SHARED_QUERY_PARAM } from "@/lib/shared-photos/constants";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import type { SharedReview } from "./shared-photos-review";
import { UploadScreen } from "./upload-screen";

export const metadata: Metadata = { title: "add to your closet" };
// The AI provider is a runtime setting (AI_PROVIDER, ANTHROPIC_API_KEY), not a build-time one.
export const dynamic = "force-dynamic";

/**
 * Photos shared to the installed app arrive as ?shared=<token> (app/share-target): listed here, for
 * this browser only (its share cookie), so the first paint already shows them for review. A token
 * that is malformed, gone or another browser's lists nothing (`photos: null`).
 */
async function sharedReview(param: string | string[] | undefined): Promise<SharedReview | null> {
  const token = Array.isArray(param) ? param[0] : param;
  if (token === undefined) return null;
  const parsed = sharedPhotosParamsSchema.safeParse({ token });
  if (!parsed.success) return { token, photos: null };
  return { token, photos: await findSharedPhotos(token, shareBrowserSecret(await cookies())) };
}

/**
 * /closet-upload (SPEC §2, section anchor "closet"), rendered on the server with the newest items
 * already in it ('recently added items', from earlier visits too); the upload queue is the client island,
 * told which background-removal models this server has (its cards offer only those).
 */
async function ClosetUploadPage({ searchParams }: PageProps<"/closet-upload">) {
  const param = (await searchParams)[SHARED_QUERY_PARAM];
  const back =
    typeof param === "string" ? `/closet-upload?${new URLSearchParams({ [SHARED_QUERY_PARAM]: param })}` : null;
  const owner = await requirePageOwner(back ?? "/closet-upload");
  const [recent, models, shared] = await Promise.all([
    listClosetItems(owner, { limit: RECENT_ITEMS_LIMIT }),
    installedModelSizes(),
    sharedReview(param),
  ]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(closetQueries.recent().queryKey, recent.items);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <InstalledModelsProvider sizes={models}>
        <UploadScreen aiLabel={aiProviderInfo().label} shared={shared} />
      </InstalledModelsProvider>
    </HydrationBoundary>
  );
}

export default busyAware(ClosetUploadPage);
