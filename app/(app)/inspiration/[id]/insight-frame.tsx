import { InspirationSummary } from "@/components/inspiration/inspiration-summary";
import { getOwner } from "@/lib/auth/current-owner";
import type { Owner } from "@/lib/auth/owner";
import { isAppError } from "@/lib/errors";
import { getInspiration, parseInspirationId } from "@/lib/inspiration";
import type { InspirationView } from "@/lib/inspiration/contract";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { type DataTag, dehydrate, HydrationBoundary, QueryClient, type QueryKey } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

export type InsightSubject =
  { state: "invalid" } | { state: "not-found" } | { state: "found"; owner: Owner; image: InspirationView };

/**
 * The inspiration image a style-matching or missing-pieces screen is about. An id that cannot be
 * one is "invalid" (SPEC §2's own state); another owner's id or a deleted image is "not-found",
 * shown as such at once (never a spinner waiting for an answer that cannot come).
 */
export async function loadInsightSubject(idParam: string): Promise<InsightSubject> {
  let id: number;
  try {
    id = parseInspirationId(idParam);
  } catch {
    return { state: "invalid" };
  }
  const owner = await getOwner();
  if (!owner) return { state: "not-found" }; // the request gate sends visitors to /auth before this
  try {
    return { state: "found", owner, image: await getInspiration(owner, id) };
  } catch (error) {
    if (isAppError(error) && error.status === 404) return { state: "not-found" };
    throw error;
  }
}

/** Title, intro and the two columns: the image on the left (on top on a phone), the answer beside it. */
export function InsightFrame({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="insight-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <Link
        href="/inspiration"
        className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {INSPIRATION_TEXT.backToGallery}
      </Link>
      <h1 id="insight-title" className="mt-4 font-display text-title font-normal">
        {title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        {aside ? (
          <div className="mx-auto w-full max-w-xs sm:max-w-sm lg:sticky lg:top-24 lg:max-w-none">{aside}</div>
        ) : null}
        <div className={aside ? undefined : "lg:col-span-2"}>{children}</div>
      </div>
    </section>
  );
}

type InsightScreenProps<T> = {
  idParam: string;
  title: string;
  intro: string;
  /** The next step under the image. */
  action: (image: InspirationView) => ReactNode;
  /** The cached AI answer about the image (no AI call), seeded into the island's query when present. */
  cached: (owner: Owner, id: number) => Promise<T | null>;
  /** The island's query options (lib/inspiration/query-options.ts), so the seeded answer has the type it reads. */
  query: (id: number) => { queryKey: DataTag<QueryKey, T, Error> };
  /** The client island that shows the answer (and asks for it when nothing was cached). */
  children: (id: number) => ReactNode;
};

/**
 * A server-rendered screen about one inspiration image (style matching, missing pieces): the image
 * and its tags in the first HTML, the AI answer with it when cached, otherwise fetched by the island.
 * An id that cannot be one, another owner's and a deleted image answer 404 with the screen's
 * not-found.tsx, which says which of SPEC §2's states it is (./insight-missing.tsx).
 */
export async function InsightScreen<T>({
  idParam,
  title,
  intro,
  action,
  cached,
  query,
  children,
}: InsightScreenProps<T>) {
  const subject = await loadInsightSubject(idParam);
  // HTTP 404 (issue #41) with the screen's own words for it: each screen's not-found.tsx.
  if (subject.state !== "found") notFound();
  const { owner, image } = subject;
  const queryClient = new QueryClient();
  const answer = await cached(owner, image.id);
  if (answer) queryClient.setQueryData(query(image.id).queryKey, answer);
  return (
    <InsightFrame title={title} intro={intro} aside={<InspirationSummary image={image} action={action(image)} />}>
      <HydrationBoundary state={dehydrate(queryClient)}>{children(image.id)}</HydrationBoundary>
    </InsightFrame>
  );
}
