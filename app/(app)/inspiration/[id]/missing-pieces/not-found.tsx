import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { ImageOff } from "lucide-react";
import Link from "next/link";
import { InsightFrame } from "../insight-frame";
import { InsightMissing } from "../insight-missing";
import { InspirationNotFound } from "../insight-not-found";

/** The missing-pieces screen's 404 (issue #41): SPEC §2's "no inspiration selected", or the image is not there. */
export default function MissingPiecesNotFound() {
  return (
    <InsightFrame title={INSIGHT_TEXT.missingTitle} intro={INSIGHT_TEXT.missingIntro}>
      <InsightMissing
        invalid={
          <EmptyState
            icon={ImageOff}
            title={INSIGHT_TEXT.noneSelected}
            action={
              <Link href="/inspiration" className={buttonVariants({ variant: "primary" })}>
                {INSIGHT_TEXT.chooseInspiration}
              </Link>
            }
          />
        }
        missing={<InspirationNotFound />}
      />
    </InsightFrame>
  );
}
