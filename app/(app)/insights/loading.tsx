import { Skeleton } from "@/components/ui/skeleton";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { InsightsSkeleton } from "./insights-screen";

/** While /insights renders on the server: the title and the panels' places. */
export default function InsightsLoading() {
  return (
    <section aria-busy className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8">
      <Skeleton className="mb-6 h-9 w-64 rounded-full" />
      <h1 className="font-display text-title font-normal">{INSIGHTS_TEXT.title}</h1>
      <p className="mt-2 max-w-xl text-muted-foreground">{INSIGHTS_TEXT.intro}</p>
      <div className="mt-8">
        <InsightsSkeleton />
      </div>
    </section>
  );
}
