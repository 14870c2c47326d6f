import { WishlistSkeleton } from "@/components/buy/wishlist-skeleton";
import { Skeleton } from "@/components/ui/skeleton";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";

/** While /buy renders on the server (a client-side visit): the page's own layout, in blocks. */
export default function BuyLoading() {
  return (
    <div
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
      role="status"
      aria-label={BUY_SCREEN_TEXT.loading}
    >
      <Skeleton className="mb-6 h-9 w-72 max-w-full rounded-full" />
      <Skeleton className="h-12 w-64 max-w-full" />
      <Skeleton className="mt-3 h-5 w-full max-w-2xl" />
      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:gap-8">
        <Skeleton className="h-[28rem] rounded-(--radius-card)" />
        <Skeleton className="h-64 rounded-(--radius-card)" />
      </div>
      <Skeleton className="mt-12 h-9 w-48" />
      <div className="mt-4">
        <WishlistSkeleton />
      </div>
    </div>
  );
}
