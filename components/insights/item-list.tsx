import { Photo } from "@/components/ui/photo";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { formatDay } from "@/lib/wears/format";
import type { InsightItem } from "@/lib/wears/query-options";
import Link from "next/link";

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
            <Photo
              src={item.thumbnailUrl}
              alt=""
              width={44}
              height={44}
              className="size-11 shrink-0 rounded-lg bg-white object-contain"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate">{item.name ?? item.category}</span>
              <span className="block text-xs text-muted-foreground">
                {WEAR_TEXT.lastWorn}: {item.lastWornAt ? formatDay(item.lastWornAt) : WEAR_TEXT.never}
              </span>
            </span>
            <span className="text-sm text-muted-foreground tabular-nums">{figure(item)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
