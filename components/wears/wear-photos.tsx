import { Photo } from "@/components/ui/photo";
import type { WearItemView } from "@/lib/wears/query-options";

/**
 * A day's worn pieces as small photos (decorative: the day's label says how many), the rest as "+N".
 * Two on a phone's narrow cell, `max` from 640 px up.
 */
export function WearPhotos({ items, max }: { items: readonly WearItemView[]; max: number }) {
  if (items.length === 0) return null;
  const shown = items.slice(0, max);
  return (
    <span aria-hidden className="flex flex-wrap gap-0.5">
      {shown.map((item, index) => (
        <Photo
          key={`${item.id}-${index}`}
          src={item.thumbnailUrl}
          alt=""
          width={28}
          height={28}
          className={`size-5 rounded-sm bg-muted object-cover sm:size-7 ${index >= 2 ? "hidden sm:block" : ""}`}
        />
      ))}
      {items.length > 2 ? (
        <span className="text-[0.65rem] leading-5 text-muted-foreground sm:hidden">+{items.length - 2}</span>
      ) : null}
      {items.length > max ? (
        <span className="hidden text-xs leading-7 text-muted-foreground sm:inline">+{items.length - max}</span>
      ) : null}
    </span>
  );
}
