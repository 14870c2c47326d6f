"use client";

import type { ClosetItemView } from "@/lib/closet/contract";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { formatDay, formatMoney } from "@/lib/wears/format";
import { WoreTodayButton } from "./wore-today-button";

/** Wears, last worn and cost per wear of one piece, and 'wore this today'. */
export function ItemWearStats({ item }: { item: ClosetItemView }) {
  const wearCount = item.wearCount;
  const costPerWear =
    item.costPerWear !== null
      ? formatMoney(item.costPerWear, item.currency)
      : item.price === null
        ? WEAR_TEXT.noPrice
        : "—";
  const rows: [string, string][] = [
    [WEAR_TEXT.wears, String(wearCount)],
    [WEAR_TEXT.lastWorn, item.lastWornAt ? formatDay(item.lastWornAt) : WEAR_TEXT.never],
    [WEAR_TEXT.costPerWear, costPerWear],
  ];
  return (
    <div className="grid gap-3 rounded-(--radius-card) border border-border bg-surface p-4" data-testid="item-wears">
      <dl className="grid grid-cols-3 gap-3 text-center">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-display text-lg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {item.status === "active" ? (
        <WoreTodayButton request={{ itemIds: [item.id] }} name={item.name ?? item.category} />
      ) : null}
    </div>
  );
}
