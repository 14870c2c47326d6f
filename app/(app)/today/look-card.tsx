import { Button } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";
import { TODAY_TEXT } from "@/lib/messages/today";
import type { TodayLook } from "@/lib/today/contract";
import { Check } from "lucide-react";

/** One of today's looks: its pieces' photos, the reasons it was chosen, and its two buttons. */
export function LookCard({
  look,
  index,
  disabled,
  onWore,
  onAnother,
}: {
  look: TodayLook;
  index: number;
  disabled: boolean;
  onWore: () => void;
  onAnother: () => void;
}) {
  return (
    <li className="flex flex-col rounded-(--radius-card) border border-border bg-surface p-4">
      <article aria-labelledby={`look-${index}`} className="flex flex-1 flex-col">
        <h2 id={`look-${index}`} className="text-sm font-medium tracking-wide text-muted-foreground">
          {TODAY_TEXT.lookTitle(index + 1, TODAY_TEXT.roles[look.role])}
        </h2>
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={TODAY_TEXT.piecesLabel}>
          {look.items.map((item) => (
            <li key={item.id} className="aspect-square overflow-hidden rounded-md bg-muted">
              {/* sized by the grid's square cells */}
              <Photo src={item.thumbnailUrl} alt={item.name ?? item.category} className="size-full object-cover" />
            </li>
          ))}
        </ul>
        <ul className="mt-4 grid gap-1 text-sm" data-testid="look-reasons">
          {look.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          {look.worn ? (
            <p className="inline-flex items-center gap-1 text-sm font-medium" data-testid="look-worn">
              <Check aria-hidden className="size-4" />
              {TODAY_TEXT.worn}
            </p>
          ) : (
            <Button disabled={disabled} onClick={onWore}>
              {TODAY_TEXT.woreThis}
            </Button>
          )}
          <Button variant="secondary" disabled={disabled} onClick={onAnother}>
            {TODAY_TEXT.another}
          </Button>
        </div>
      </article>
    </li>
  );
}
