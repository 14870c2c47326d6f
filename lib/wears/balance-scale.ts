/**
 * The category balance's one scale (issue #41): pieces and wears are drawn against the same
 * maximum, so a bar twice as long is twice the number whichever colour it is. (Each scaled to its
 * own total made 3 pieces and 10 wears look alike.) Pure, for the chart and its tests.
 */
export type BalanceRow = { category: string; items: number; wears: number };

/** The largest count in the chart, pieces or wears (at least 1, so an empty chart draws no bar). */
export function balanceScale(rows: readonly BalanceRow[]): number {
  return Math.max(1, ...rows.flatMap((row) => [row.items, row.wears]));
}

/** Each row's two bar lengths, out of `space`, on the shared scale. */
export function balanceBars(rows: readonly BalanceRow[], space: number) {
  const scale = balanceScale(rows);
  return rows.map((row) => ({
    ...row,
    itemWidth: (row.items / scale) * space,
    wearWidth: (row.wears / scale) * space,
  }));
}
