import { Photo } from "@/components/ui/photo";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { formatDay } from "@/lib/wears/format";
import type { InsightItem } from "@/lib/wears/query-options";
import Link from "next/link";
import type { ReactNode } from "react";

/** A short ranked list of pieces (most or least worn), each linking to its page. No hooks: server-safe. */
export function InsightItemList({
  items,
  label,
  figure = (item) => WEAR_TEXT.wearCount(item.wearCount),
}: {
  items: InsightItem[];
  label: string;
  /** what each row ends with: its wear count unless said otherwise */
  figure?: (item: InsightItem) => string;
}) {
  return (
    <ol className="grid grid-cols-1 gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={`/closet/${item.id}`}
            className="flex items-center gap-3 rounded-xl p-1.5 transition-colors hover:bg-muted"
          >
            <PieceSummary item={item} name={item.name ?? item.category}>
              <span className="block text-xs text-muted-foreground">
                {WEAR_TEXT.lastWorn}: {item.lastWornAt ? formatDay(item.lastWornAt) : WEAR_TEXT.never}
              </span>
            </PieceSummary>
            <span className="text-sm text-muted-foreground tabular-nums">{figure(item)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * A piece's thumbnail, its name and a line (or lines) of detail under it: the start of every row of
 * the insights lists (ranked pieces, the cleanout queue, the leaving list), inside the row's link.
 */
export function PieceSummary({
  item,
  name,
  large = false,
  children,
}: {
  item: Pick<InsightItem, "thumbnailUrl">;
  name: string;
  /** the cleanout queue's rows, which also hold their choices, take a larger thumbnail */
  large?: boolean;
  children: ReactNode;
}) {
  const size = large ? 48 : 44;
  return (
    <>
      <Photo
        src={item.thumbnailUrl}
        alt=""
        width={size}
        height={size}
        className={`${large ? "size-12" : "size-11"} shrink-0 rounded-lg bg-white object-contain`}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate">{name}</span>
        {children}
      </span>
    </>
  );
}
