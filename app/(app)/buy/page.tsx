import type { SharedPhoto } from "@/components/buy/use-shared-photo";
import { WardrobeNav } from "@/components/layout/wardrobe-nav";
import { InstalledModelsProvider } from "@/components/uploads/installed-models";
import { requirePageOwner } from "@/lib/auth/page-owner";
import { installedModelSizes } from "@/lib/background-removal/installed";
import { listBuyChecks } from "@/lib/buy-checks";
import { buyCheckQueries } from "@/lib/buy-checks/query-options";
import { busyAware } from "@/lib/http/busy-page";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { findSharedPhotos, shareBrowserSecret, sharedPhotosParamsSchema } from "@/lib/shared-photos";
import { SHARED_QUERY_PARAM } from "@/lib/shared-photos/constants";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { BuyScreen } from "./buy-screen";

export const metadata: Metadata = { title: BUY_SCREEN_TEXT.title };

/**
 * A photo shared to the installed app and sent here by "check before buying" (?shared=<token>, from
 * the share's review on /closet-upload): listed for this browser only (its share cookie). A token
 * that is malformed, gone or another browser's lists nothing (`photos: null`), which the form says.
 */
async function sharedPhoto(param: string | string[] | undefined): Promise<SharedPhoto | null> {
  const token = Array.isArray(param) ? param[0] : param;
  if (token === undefined) return null;
  const parsed = sharedPhotosParamsSchema.safeParse({ token });
  if (!parsed.success) return { token, photos: null };
  return { token, photos: await findSharedPhotos(token, shareBrowserSecret(await cookies())) };
}

/**
 * /buy, "before you buy" (issue #44): a server shell with the owner's wishlist in the React Query
 * cache, so the first HTML lists every check; the island adds the input card (a photo or a shop
 * link), the verdict beside it and the wishlist's actions ("I bought it" cuts the product out in
 * the browser, so the page says which background-removal models this server has).
 */
async function BuyPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const param = (await searchParams)[SHARED_QUERY_PARAM];
  const back = typeof param === "string" ? `/buy?${new URLSearchParams({ [SHARED_QUERY_PARAM]: param })}` : null;
  const owner = await requirePageOwner(back ?? "/buy");
  const [checks, models, shared] = await Promise.all([listBuyChecks(owner), installedModelSizes(), sharedPhoto(param)]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(buyCheckQueries.list().queryKey, checks);
  return (
    <section
      aria-labelledby="buy-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <WardrobeNav current="/buy" className="mb-6" />
      <h1 id="buy-title" className="font-display text-title font-normal">
        {BUY_SCREEN_TEXT.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{BUY_SCREEN_TEXT.intro}</p>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <InstalledModelsProvider sizes={models}>
          <BuyScreen shared={shared} />
        </InstalledModelsProvider>
      </HydrationBoundary>
    </section>
  );
}

export default busyAware(BuyPage);
