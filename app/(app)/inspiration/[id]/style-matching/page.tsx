import { buttonVariants } from "@/components/ui/button";
import { busyAware } from "@/lib/http/busy-page";
import { cachedInspirationMatching } from "@/lib/inspiration";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { Search } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { InsightScreen } from "../insight-frame";
import { MatchResult } from "./match-result";

export const metadata: Metadata = { title: "style matching" };

/**
 * /inspiration/{id}/style-matching (SPEC §2): the image beside the match (score, notes, matching
 * items). An image that is not there answers 404 with ./not-found.tsx.
 */
async function StyleMatchingPage({ params }: PageProps<"/inspiration/[id]/style-matching">) {
  return (
    <InsightScreen
      idParam={(await params).id}
      title={INSIGHT_TEXT.matchingTitle}
      intro={INSIGHT_TEXT.matchingIntro}
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
