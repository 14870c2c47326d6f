import { Button } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";
import { PLAN_TEXT } from "@/lib/messages/plans";
import { TODAY_TEXT } from "@/lib/messages/today";
import type { TodayDay, TodayLook } from "@/lib/today/contract";
import { CalendarCheck, CalendarPlus, Check } from "lucide-react";

/** What a look's buttons do: today's log and swap it; both views plan it for tomorrow. */
export type LookCardActions = { onPlan: () => void; onWore: () => void; onAnother: () => void };

/**
 * One of the day's looks: its pieces' photos, the reasons it was chosen, and its buttons. Today's
 * look: "wore this", "another look" and, smaller, "plan for tomorrow". Tomorrow's (issue #43): "plan
 * this" alone, since a day not yet come can't be worn and swaps are kept for today. `planned`: the
 * look is planned for tomorrow, which the card says in place of its plan button.
 */
export function LookCard({
  look,
  index,
  day,
  disabled,
  planned,
  actions,
}: {
  look: TodayLook;
  index: number;
  day: TodayDay;
  disabled: boolean;
  planned: boolean;
  actions: LookCardActions;
}) {
  const titleId = `look-${day}-${index}`;
  return (
    <li className="flex flex-col rounded-(--radius-card) border border-border bg-surface p-4">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <h2 id={titleId} className="text-sm font-medium tracking-wide text-muted-foreground">
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
        {day === "today" ? (
          <TodayButtons look={look} disabled={disabled} planned={planned} actions={actions} />
        ) : (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
            {planned ? (
              <Marker testId="look-planned">{PLAN_TEXT.planned}</Marker>
            ) : (
              <Button disabled={disabled} onClick={actions.onPlan}>
                <CalendarPlus aria-hidden />
                {PLAN_TEXT.planThis}
              </Button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/** Today's two buttons, then "plan for tomorrow" as a quieter text button (its own row on a phone). */
function TodayButtons({
  look,
  disabled,
  planned,
  actions,
}: {
  look: TodayLook;
  disabled: boolean;
  planned: boolean;
  actions: LookCardActions;
}) {
  return (
    <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-3 pt-4">
      {look.worn ? (
        <Marker testId="look-worn">{TODAY_TEXT.worn}</Marker>
      ) : (
        <Button disabled={disabled} onClick={actions.onWore}>
          {TODAY_TEXT.woreThis}
        </Button>
      )}
      <Button variant="secondary" disabled={disabled} onClick={actions.onAnother}>
        {TODAY_TEXT.another}
      </Button>
      {planned ? (
        <Marker testId="look-planned" quiet>
          {PLAN_TEXT.plannedFor(TODAY_TEXT.days.tomorrow)}
        </Marker>
      ) : (
        <Button variant="link" className="text-sm" disabled={disabled} onClick={actions.onPlan}>
          {PLAN_TEXT.planForTomorrow}
        </Button>
      )}
    </div>
  );
}

/** A done thing said in place of its button: worn, planned. */
function Marker({ testId, quiet, children }: { testId: string; quiet?: boolean; children: string }) {
  const Icon = quiet ? CalendarCheck : Check;
  return (
    <p
      className={
        quiet
          ? "inline-flex items-center gap-1 text-sm text-muted-foreground"
          : "inline-flex items-center gap-1 text-sm font-medium"
      }
      data-testid={testId}
    >
      <Icon aria-hidden className="size-4" />
      {children}
    </p>
  );
}
