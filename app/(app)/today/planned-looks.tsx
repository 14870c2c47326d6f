import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";
import { PLAN_TEXT } from "@/lib/messages/plans";
import { TODAY_TEXT } from "@/lib/messages/today";
import type { PlanView } from "@/lib/plans/contract";
import type { TodayDay } from "@/lib/today/contract";
import { Check, TriangleAlert } from "lucide-react";
import { planBusy, planName } from "./use-plan-actions";

/**
 * The day's plans (issue #43), above its looks: each planned look's pieces, its note and warnings.
 * Today's has "wore as planned", one tap that logs the plan, then says it was worn; tomorrow's only
 * shows what is coming. A list without articles, so it is never taken for one of the looks.
 */
export function PlannedLooks({
  day,
  plans,
  busy,
  onWear,
}: {
  day: TodayDay;
  plans: PlanView[];
  busy: string | null;
  onWear: (plan: PlanView) => void;
}) {
  if (plans.length === 0) return null;
  const titleId = `planned-${day}`;
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h2 id={titleId} className="text-sm font-medium tracking-wide text-muted-foreground">
        {PLAN_TEXT.plannedFor(TODAY_TEXT.days[day])}
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} wearable={day === "today"} busy={busy} onWear={() => onWear(plan)} />
        ))}
      </ul>
    </section>
  );
}

function PlanCard({
  plan,
  wearable,
  busy,
  onWear,
}: {
  plan: PlanView;
  wearable: boolean;
  busy: string | null;
  onWear: () => void;
}) {
  const warningsId = `plan-${plan.id}-warnings`;
  return (
    <li
      className="flex flex-col gap-3 rounded-(--radius-card) border border-dashed border-border bg-surface p-4"
      data-testid="planned-look"
      data-plan-id={plan.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{planName(plan)}</h3>
        {plan.free ? <Badge variant="outline">{PLAN_TEXT.free}</Badge> : null}
      </div>
      {plan.note ? <p className="text-sm text-muted-foreground">{plan.note}</p> : null}
      <ul className="grid grid-cols-4 gap-2" aria-label={TODAY_TEXT.piecesLabel}>
        {plan.items.map((item) => (
          <li key={item.id} className="aspect-square overflow-hidden rounded-md bg-muted">
            <Photo src={item.thumbnailUrl} alt={item.name ?? item.category} className="size-full object-cover" />
          </li>
        ))}
      </ul>
      {plan.warnings.length > 0 ? (
        <div className="text-sm">
          <p id={warningsId} className="flex items-center gap-1 font-medium">
            <TriangleAlert aria-hidden className="size-4 text-accent" strokeWidth={1.75} />
            {PLAN_TEXT.warnings}
          </p>
          <ul
            aria-labelledby={warningsId}
            className="mt-1 grid gap-1 text-muted-foreground"
            data-testid="plan-warnings"
          >
            {plan.warnings.map((warning) => (
              <li key={`${warning.kind}:${warning.itemId ?? ""}:${warning.text}`}>{warning.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {!wearable ? null : plan.wearId !== null ? (
        <p className="mt-auto inline-flex items-center gap-1 text-sm font-medium" data-testid="plan-worn">
          <Check aria-hidden className="size-4" />
          {PLAN_TEXT.worn}
        </p>
      ) : (
        <Button
          className="mt-auto self-start"
          disabled={busy !== null}
          aria-busy={busy === planBusy(plan.id)}
          onClick={onWear}
        >
          {PLAN_TEXT.woreAsPlanned}
        </Button>
      )}
    </li>
  );
}
