import { Skeleton } from "@/components/ui/skeleton";

/** While /closet/{id} renders on the server: the photo and the fields in their final places. */
export default function ClosetItemLoading() {
  return (
    <section aria-busy className="mx-auto w-full max-w-6xl flex-1 px-5 pt-6 pb-16 sm:px-6 md:pt-10 lg:px-8">
      <Skeleton className="h-9 w-28" />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12">
        <div className="grid content-start gap-5">
          <Skeleton className="mx-auto aspect-[4/5] w-full max-w-md rounded-(--radius-card)" />
          <div className="flex gap-2">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-9 w-28 rounded-full" />
            ))}
          </div>
        </div>
        <div className="grid content-start gap-6">
          <div>
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="mt-2 h-5 w-24" />
          </div>
          <div className="grid gap-7">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <div key={index} className="grid gap-2">
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-11" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
