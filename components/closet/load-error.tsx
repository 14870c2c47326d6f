import { CloudOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { describeError } from "@/lib/api-client";
import { EmptyState } from "./empty-state";

/** A list that could not load: what went wrong, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      icon={CloudOff}
      title="couldn't load your closet"
      description={describeError(error)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          try again
        </Button>
      }
    />
  );
}
