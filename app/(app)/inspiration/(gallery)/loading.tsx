import { InspirationGridSkeleton } from "@/components/inspiration/inspiration-skeleton";
import { GalleryFrame } from "./gallery-frame";

/** While the gallery renders on the server (a client-side visit): its frame and six skeleton cards. */
export default function GalleryLoading() {
  return (
    <GalleryFrame filter="all">
      <InspirationGridSkeleton />
    </GalleryFrame>
  );
}
