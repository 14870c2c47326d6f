import { Card } from "@/components/ui/card";
import { ClosetGrid } from "@/components/ui/closet-grid";
import { Skeleton } from "@/components/ui/skeleton";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";

/** While the closet is compared: the score card and four item cards in their final shape. */
export function MatchSkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="matching-skeleton" className="flex flex-col gap-6">
      <Card className="gap-4 p-6">
        <p className="font-medium">{INSIGHT_TEXT.comparing}</p>
        <p className="-mt-3 text-sm text-muted-foreground">{INSIGHT_TEXT.comparingHint}</p>
        <Skeleton className="h-10 w-24" />
        <Skeleton className="h-3 w-full rounded-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
      <ClosetGrid className="lg:grid-cols-3 xl:grid-cols-4" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-(--radius-card) border border-border bg-surface">
            <Skeleton className="aspect-[4/5] rounded-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-4 w-16" />
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
          </li>
        ))}
      </ClosetGrid>
    </div>
  );
}
