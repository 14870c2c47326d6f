import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** While /account renders on the server (a client-side visit): the title and the facts card's shape. */
export default function AccountLoading() {
  return (
    <section aria-busy className="mx-auto w-full max-w-3xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8">
      <Skeleton className="h-12 w-64" />
      <div className="mt-8 grid gap-6">
        <Card>
          <CardContent className="grid gap-6">
            <div className="grid gap-3">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-1/2" />
            </div>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} className="h-[4.75rem]" />
              ))}
            </div>
          </CardContent>
        </Card>
        <Skeleton className="h-64 rounded-(--radius-card)" />
      </div>
    </section>
  );
}
