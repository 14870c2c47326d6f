import { Skeleton } from "@/components/ui/skeleton";

/** Wishlist rows while the list loads, in the rows' own shape. */
export function WishlistSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-4 rounded-(--radius-card) border border-border bg-surface p-4 sm:p-5">
          <Skeleton className="size-20 shrink-0 sm:size-24" />
          <div className="grid flex-1 content-start gap-2">
            <Skeleton className="h-6 w-40 max-w-full" />
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-7 w-24 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
