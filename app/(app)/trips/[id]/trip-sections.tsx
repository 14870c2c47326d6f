import { Photo } from "@/components/ui/photo";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { packedOf, pieceName } from "@/lib/trips/checklist-view";
import type { TripItemView } from "@/lib/trips/schemas";
import type { PackingTicks } from "./use-packing-ticks";

/** What the closet lacks for this trip (nothing is drawn when it lacks nothing). */
export function TripGaps({ gaps }: { gaps: string[] }) {
  if (gaps.length === 0) return null;
  return (
    <section aria-labelledby="trip-gaps" className="mt-8 rounded-(--radius-card) border border-border p-4">
      <h2 id="trip-gaps" className="font-medium">
        {TRIP_TEXT.gaps}
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {gaps.map((gap) => (
          <li key={gap}>{gap}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The packing list as a checklist, with how much of it the server holds as packed, and, under the
 * heading, a tick that wasn't saved.
 */
export function PackingList({ items, ticks }: { items: TripItemView[]; ticks: PackingTicks }) {
  return (
    <section aria-labelledby="trip-checklist" className="mt-8">
      <h2 id="trip-checklist" className="font-display text-heading">
        {TRIP_TEXT.checklist}{" "}
        <span className="text-sm text-muted-foreground">
          ({TRIP_TEXT.packedCount(packedOf(items, ticks.saved), items.length)})
        </span>
      </h2>
      <p role="alert" className="mt-2 text-sm text-destructive empty:hidden print:hidden">
        {ticks.failure ?? ""}
      </p>
      {items.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{TRIP_TEXT.noItems}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg border border-border p-2">
                <input
                  type="checkbox"
                  className="size-5 print:appearance-auto"
                  checked={ticks.checked.has(item.id)}
                  onChange={() => ticks.toggle(item)}
                />
                <Photo src={item.thumbnailUrl} alt="" width={40} height={40} className="size-10 rounded object-cover" />
                <span>
                  {pieceName(item)}
                  <span className="block text-xs text-muted-foreground">{item.category}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
