import { buttonVariants } from "@/components/ui/button";
import { busyAware } from "@/lib/http/busy-page";
import { cachedInspirationMissingPieces } from "@/lib/inspiration";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { Sparkles } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { InsightScreen } from "../insight-frame";
import { MissingPiecesList } from "./missing-pieces-list";

export const metadata: Metadata = { title: "missing pieces" };

/**
 * /inspiration/{id}/missing-pieces (SPEC §2): the image, its id and tags beside the recommended
 * pieces. An image that is not there answers 404 with ./not-found.tsx.
 */
async function MissingPiecesPage({ params }: PageProps<"/inspiration/[id]/missing-pieces">) {
  return (
    <InsightScreen
      idParam={(await params).id}
      title={INSIGHT_TEXT.missingTitle}
      intro={INSIGHT_TEXT.missingIntro}
      action={(image) => (
        <Link
          href={`/inspiration/${image.id}/style-matching`}
          className={buttonVariants({ variant: "primary", size: "sm", className: "self-start" })}
        >
          <Sparkles aria-hidden />
          {INSIGHT_TEXT.matchWithCloset}
        </Link>
      )}
      cached={cachedInspirationMissingPieces}
      query={inspirationQueries.missingPieces}
    >
      {(id) => <MissingPiecesList inspirationId={id} />}
    </InsightScreen>
  );
}

export default busyAware(MissingPiecesPage);
