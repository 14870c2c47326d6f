import { Badge } from "@/components/ui/badge";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";

/** Tags shown as badges on a card; the rest are counted ("+3"). */
const BADGES_PER_CARD = 6;

/** An inspiration card's style tags as badges, or a note that it has none yet. */
export function InspirationTagBadges({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <p className="text-sm text-muted-foreground">{INSPIRATION_TEXT.noTagsYet}</p>;
  const extraTags = tags.length - BADGES_PER_CARD;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="style tags">
      {tags.slice(0, BADGES_PER_CARD).map((tag) => (
        <li key={tag}>
          <Badge variant="accent">{tag}</Badge>
        </li>
      ))}
      {extraTags > 0 ? (
        <li>
          <Badge variant="outline" aria-label={`${extraTags} more tags`}>
            +{extraTags}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
