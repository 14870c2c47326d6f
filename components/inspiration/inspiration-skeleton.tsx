import { Skeleton } from "@/components/ui/skeleton";
import { INSPIRATION_SKELETON_CARDS } from "@/lib/constants";
import { InspirationGrid } from "./inspiration-grid";

/** SPEC §9's six loading cards, in the real card's shape: portrait photo, label, tag badges, actions. */
export function InspirationGridSkeleton() {
  return (
    <div role="status" aria-label="loading inspiration images" data-testid="inspiration-skeleton">
      <InspirationGrid count={INSPIRATION_SKELETON_CARDS} aria-busy>
        {Array.from({ length: INSPIRATION_SKELETON_CARDS }, (_, i) => (
          <li key={i} className="flex flex-col overflow-hidden rounded-(--radius-card) border border-border bg-surface">
            <Skeleton className="aspect-[4/5] rounded-none" />
            <div className="flex flex-col gap-3 p-4">
              <Skeleton className="h-5 w-32" />
              <div className="flex gap-1.5">
                <Skeleton className="h-5 w-16 rounded-full" />
                <Skeleton className="h-5 w-12 rounded-full" />
                <Skeleton className="h-5 w-20 rounded-full" />
              </div>
              <Skeleton className="mt-1 h-9 w-40 rounded-full" />
            </div>
          </li>
        ))}
      </InspirationGrid>
    </div>
  );
}
