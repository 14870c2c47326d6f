import { requirePageOwner } from "@/lib/auth/page-owner";
import { listOutfits, outfitGapOf } from "@/lib/outfits";
import { outfitQueries } from "@/lib/outfits/query-options";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { OutfitFrame } from "./outfit-frame";
import { OutfitScreen } from "./outfit-screen";

/**
 * The outfit screen, shared by /outfit-creator, /outfit-ideas and /outfits (SPEC §2). Rendered on
 * the server with the saved outfits and whether the closet can make outfits (or why not) already in the HTML;
 * the ideas are asked for by the client island (React Query, SPEC §9's 5-minute cache) behind a skeleton.
 */
export async function OutfitPage({ path }: { path: string }) {
  const owner = await requirePageOwner(path);
  const [saved, closetGap] = await Promise.all([listOutfits(owner, { saved: true }), outfitGapOf(owner)]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(outfitQueries.saved().queryKey, saved);
  return (
    <OutfitFrame>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <OutfitScreen closetGap={closetGap} />
      </HydrationBoundary>
    </OutfitFrame>
  );
}
