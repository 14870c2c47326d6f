import { Skeleton } from "@/components/ui/skeleton";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";

/** While /calendar renders on the server: the title, the month bar and the grid in their places. */
export default function CalendarLoading() {
  return (
    <section aria-busy className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8">
      <Skeleton className="mb-6 h-9 w-64 rounded-full" />
      <h1 className="font-display text-title font-normal">{CALENDAR_TEXT.title}</h1>
      <p className="mt-2 max-w-xl text-muted-foreground">{CALENDAR_TEXT.loading}</p>
      <Skeleton className="mt-8 h-11 w-full max-w-sm" />
      <Skeleton className="mt-4 aspect-[7/6] w-full rounded-(--radius-card) sm:aspect-[7/5]" />
    </section>
  );
}
