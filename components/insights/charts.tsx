import { monthLabel, shortMonthLabel } from "@/lib/calendar/month-grid";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { balanceBars, balanceScale } from "@/lib/wears/balance-scale";
import type { Insights } from "@/lib/wears/query-options";

/**
 * The insights charts (issue #28): plain SVG with no chart library and no hooks, so they render on
 * the server into the first HTML. Each chart is an image with a title and a summary (role="img"),
 * and its numbers are a real table for screen readers, visually hidden inside a details element
 * that anyone can open.
 */

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 24;

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
        {INSIGHTS_TEXT.chartData}
      </summary>
      <table className="mt-2 w-full max-w-md text-left tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="py-1 pr-4 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-t border-border">
              <th scope="row" className="py-1 pr-4 font-normal">
                {row[0]}
              </th>
              {row.slice(1).map((cell, index) => (
                <td key={index} className="py-1 pr-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Wears per month over the last 12 months, one bar each. */
export function WearsByMonthChart({ data }: { data: Insights["wearsByMonth"] }) {
  const total = data.reduce((sum, month) => sum + month.wears, 0);
  const peak = Math.max(1, ...data.map((month) => month.wears));
  const slot = WIDTH / Math.max(1, data.length);
  const barWidth = Math.min(36, slot * 0.6);
  const summary = INSIGHTS_TEXT.wearsByMonthSummary(total);
  return (
    <figure className="grid gap-2" data-testid="wears-by-month">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-labelledby="wears-by-month-title wears-by-month-desc"
        className="h-auto w-full"
      >
        <title id="wears-by-month-title">{INSIGHTS_TEXT.wearsByMonth}</title>
        <desc id="wears-by-month-desc">{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" />
        {data.map((month, index) => {
          const height = (month.wears / peak) * (HEIGHT - 28);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={month.month}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={Math.max(height, month.wears > 0 ? 2 : 0)}
                rx={4}
                className="fill-accent"
              />
              {month.wears > 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - height - 6}
                  textAnchor="middle"
                  className="fill-foreground text-[13px] tabular-nums"
                >
                  {month.wears}
                </text>
              ) : null}
              <text
                x={x + barWidth / 2}
                y={HEIGHT + 17}
                textAnchor="middle"
                className="fill-muted-foreground text-[13px]"
              >
                {shortMonthLabel(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <DataTable
        caption={INSIGHTS_TEXT.wearsByMonth}
        head={[INSIGHTS_TEXT.month, INSIGHTS_TEXT.wears]}
        rows={data.map((month) => [monthLabel(month.month), month.wears])}
      />
    </figure>
  );
}

/** Pieces and wears per category, as paired horizontal bars on one scale (lib/wears/balance-scale.ts). */
export function CategoryBalanceChart({ data }: { data: Insights["categoryBalance"] }) {
  const rowHeight = 40;
  const labelWidth = 150;
  const barSpace = WIDTH - labelWidth - 60;
  const height = Math.max(rowHeight, data.length * rowHeight) + 24;
  const summary = INSIGHTS_TEXT.categoryBalanceSummary(balanceScale(data));
  return (
    <figure className="grid gap-2" data-testid="category-balance" data-scale={balanceScale(data)}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby="category-balance-title category-balance-desc"
        className="h-auto w-full"
      >
        <title id="category-balance-title">{INSIGHTS_TEXT.categoryBalance}</title>
        <desc id="category-balance-desc">{summary}</desc>
        <g className="text-[13px]">
          <rect x={labelWidth} y={2} width={12} height={10} rx={2} className="fill-primary" />
          <text x={labelWidth + 18} y={11} className="fill-muted-foreground">
            {INSIGHTS_TEXT.items}
          </text>
          <rect x={labelWidth + 90} y={2} width={12} height={10} rx={2} className="fill-accent" />
          <text x={labelWidth + 108} y={11} className="fill-muted-foreground">
            {INSIGHTS_TEXT.wears}
          </text>
        </g>
        {balanceBars(data, barSpace).map((row, index) => {
          const y = 24 + index * rowHeight;
          return (
            <g key={row.category} data-category={row.category}>
              <text x={0} y={y + 20} className="fill-foreground text-[14px]">
                {row.category}
              </text>
              <LabelledBar
                x={labelWidth}
                y={y + 4}
                width={row.itemWidth}
                value={row.items}
                series="items"
                className="fill-primary"
              />
              <LabelledBar
                x={labelWidth}
                y={y + 19}
                width={row.wearWidth}
                value={row.wears}
                series="wears"
                className="fill-accent"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <DataTable
        caption={INSIGHTS_TEXT.categoryBalance}
        head={[INSIGHTS_TEXT.category, INSIGHTS_TEXT.items, INSIGHTS_TEXT.wears]}
        rows={data.map((row) => [row.category, row.items, row.wears])}
      />
    </figure>
  );
}

/** One horizontal bar of the category balance, its count just past its end (a zero still shows a sliver). */
function LabelledBar({
  x,
  y,
  width,
  value,
  series,
  className,
}: {
  x: number;
  y: number;
  width: number;
  value: number;
  series: "items" | "wears";
  className: string;
}) {
  return (
    <>
      <rect data-series={series} x={x} y={y} width={Math.max(width, 1)} height={12} rx={3} className={className} />
      <text x={x + width + 6} y={y + 11} className="fill-muted-foreground text-[12px] tabular-nums">
        {value}
      </text>
    </>
  );
}
