import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { busyAware } from "@/lib/http/busy-page";
import { cachedInspirationMatching } from "@/lib/inspiration";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { AlertCircle, Search } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { InsightScreen } from "../insight-frame";
import { MatchResult } from "./match-result";

export const metadata: Metadata = { title: "style matching" };

/** /inspiration/{id}/style-matching (SPEC §2): the image beside the match (score, notes, matching items). */
async function StyleMatchingPage({ params }: PageProps<"/inspiration/[id]/style-matching">) {
  return (
    <InsightScreen
      idParam={(await params).id}
      title={INSIGHT_TEXT.matchingTitle}
      intro={INSIGHT_TEXT.matchingIntro}
      invalid={
        <EmptyState
          icon={AlertCircle}
          title={INSIGHT_TEXT.invalidId}
          action={
            <Link href="/inspiration" className={buttonVariants({ variant: "primary" })}>
              {INSPIRATION_TEXT.backToGallery}
            </Link>
          }
        />
      }
      action={(image) => (
        <Link
          href={`/inspiration/${image.id}/missing-pieces`}
          className={buttonVariants({ variant: "secondary", size: "sm", className: "self-start" })}
        >
          <Search aria-hidden />
          {INSIGHT_TEXT.findMissing}
        </Link>
      )}
      cached={cachedInspirationMatching}
      query={inspirationQueries.matching}
    >
      {(id) => <MatchResult inspirationId={id} />}
    </InsightScreen>
  );
}

export default busyAware(StyleMatchingPage);
