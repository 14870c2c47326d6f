import { BUSY_WAIT_TEXT } from "@/lib/messages/uploads";
import { cn } from "@/lib/ui/cn";
import type { QueueEntry } from "@/lib/uploads/queue";
import { waitsForRetry } from "@/lib/uploads/queue-summary";
import { RotateCw } from "lucide-react";

/**
 * A busy entry whose patience is spent (issue #40): not a failure. It says the photo is kept and
 * offers "try again", which tries the step afresh. Nothing for any other entry.
 */
export function BusyWaitRetry({
  entry,
  onRetry,
  className,
}: {
  entry: QueueEntry;
  onRetry: () => void;
  className?: string;
}) {
  if (!waitsForRetry(entry)) return null;
  return (
    <div className={cn("flex flex-col items-start gap-1.5", className)} data-testid="upload-busy-wait">
      <p className="text-xs leading-snug text-muted-foreground">{BUSY_WAIT_TEXT.stalledNote}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1 text-xs font-medium underline underline-offset-2 hover:text-accent"
      >
        <RotateCw aria-hidden className="size-3" />
        {BUSY_WAIT_TEXT.retry}
      </button>
    </div>
  );
}
