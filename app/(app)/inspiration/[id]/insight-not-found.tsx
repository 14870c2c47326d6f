import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { SearchX } from "lucide-react";
import Link from "next/link";

/** Another owner's id, or an image deleted since the link was made. */
export function InspirationNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title={INSPIRATION_TEXT.notFoundTitle}
      description={INSPIRATION_TEXT.notFoundDescription}
      action={
        <Link href="/inspiration" className={buttonVariants({ variant: "primary" })}>
          {INSPIRATION_TEXT.backToGallery}
        </Link>
      }
    />
  );
}
