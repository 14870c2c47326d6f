import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { AlertCircle } from "lucide-react";
import Link from "next/link";
import { InsightFrame } from "../insight-frame";
import { InsightMissing } from "../insight-missing";
import { InspirationNotFound } from "../insight-not-found";

/** The style-matching screen's 404 (issue #41): SPEC §2's invalid-id state, or the image is not there. */
export default function StyleMatchingNotFound() {
  return (
    <InsightFrame title={INSIGHT_TEXT.matchingTitle} intro={INSIGHT_TEXT.matchingIntro}>
      <InsightMissing
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
        missing={<InspirationNotFound />}
      />
    </InsightFrame>
  );
}
