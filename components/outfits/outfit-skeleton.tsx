import { Skeleton } from "@/components/ui/skeleton";
import { OUTFITS_REQUESTED } from "@/lib/constants";
import { OutfitGrid } from "./outfit-card";

/** While outfits are put together: cards in the real card's shape (three thumbnails, name, text, badges, button). */
export function OutfitGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-testid="outfit-skeleton">
      <p className="mb-4 text-sm text-muted-foreground">{label}</p>
      <OutfitGrid label="loading outfits" busy>
        {Array.from({ length: OUTFITS_REQUESTED.min }, (_, i) => (
          <li key={i} className="flex flex-col gap-4 rounded-(--radius-card) border border-border bg-surface p-4">
            <div className="grid grid-cols-3 gap-2">
              <Skeleton className="aspect-square" />
              <Skeleton className="aspect-square" />
              <Skeleton className="aspect-square" />
            </div>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-full" />
            <div className="flex gap-1.5">
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-5 w-14 rounded-full" />
              <Skeleton className="h-5 w-12 rounded-full" />
            </div>
            <Skeleton className="mt-1 h-9 w-32 rounded-full" />
          </li>
        ))}
      </OutfitGrid>
    </div>
  );
}
