import { OutfitGridSkeleton } from "@/components/outfits/outfit-skeleton";
import { Skeleton } from "@/components/ui/skeleton";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import { OutfitFrame } from "./outfit-frame";

/** While the outfit screen renders on the server (a client-side visit): its frame, the tabs and filters' places, and skeleton cards. */
export default function OutfitLoading() {
  return (
    <OutfitFrame>
      <Skeleton className="h-11 w-48 rounded-full" />
      <Skeleton className="mt-6 mb-6 h-[362px] rounded-(--radius-card) sm:h-[136px]" />
      <OutfitGridSkeleton label={OUTFIT_TEXT.generating} />
    </OutfitFrame>
  );
}
