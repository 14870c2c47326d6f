import { ClosetGrid } from "@/components/ui/closet-grid";
import { Skeleton } from "@/components/ui/skeleton";

/** The loading grid, in the shape of the real cards (photo, category line, tag pills). */
export function ClosetGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div role="status" aria-label="loading your closet" data-testid="closet-skeleton">
      <ClosetGrid aria-busy>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-(--radius-card) border border-border bg-surface">
            <Skeleton className="aspect-[4/5] rounded-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-4 w-16" />
              <div className="flex gap-1.5">
                <Skeleton className="h-6 w-14 rounded-full" />
                <Skeleton className="h-6 w-12 rounded-full" />
              </div>
            </div>
          </li>
        ))}
      </ClosetGrid>
    </div>
  );
}
