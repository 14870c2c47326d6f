import { Button } from "@/components/ui/button";
import { describeError } from "@/lib/api-client";
import { CloudOff } from "lucide-react";
import { EmptyState } from "./empty-state";

/** A list that could not load: what went wrong, and a way to try again. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  return (
    <EmptyState
      icon={CloudOff}
      title={title}
      description={describeError(error)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          try again
        </Button>
      }
    />
  );
}
