/**
 * An item's tags as three lists: `styleTags`, every tag shown (the analysis's vocabulary tags and the
 * owner's own); `userTags`, tags the owner added, which a re-analysis keeps; `removedTags`, tags the
 * owner removed, which a re-analysis never brings back. Pure, so the item page's PATCH, the bulk
 * actions and the re-analysis agree on one rule.
 */
export type ItemTags = { styleTags: string[]; userTags: string[]; removedTags: string[] };

/**
 * Remembered removals are bounded: an item is edited by hand, so this is never reached in practice,
 * but a list that only grows must stop somewhere. The oldest removals are forgotten first.
 */
export const MAX_REMOVED_TAGS = 100;

/**
 * The owner set the item's tags to `next` (the whole list, as the edit form sends it). A tag that was
 * not shown before is the owner's: it joins `userTags` and leaves `removedTags` (re-added). A tag
 * that was shown and is gone now joins `removedTags` and leaves `userTags`. Tags neither added nor
 * removed keep their standing.
 */
export function editItemTags(current: ItemTags, next: readonly string[]): ItemTags {
  const styleTags = [...new Set(next)];
  const shown = new Set(current.styleTags);
  const kept = new Set(styleTags);
  const added = styleTags.filter((tag) => !shown.has(tag));
  const removed = current.styleTags.filter((tag) => !kept.has(tag));
  const addedSet = new Set(added);
  const removedSet = new Set(removed);
  const userTags = [...new Set([...current.userTags.filter((tag) => kept.has(tag)), ...added])];
  const removedTags = [
    ...new Set([...current.removedTags.filter((tag) => !addedSet.has(tag) && !removedSet.has(tag)), ...removed]),
  ].slice(-MAX_REMOVED_TAGS);
  return { styleTags, userTags, removedTags };
}

/** Whether two tag lists hold the same tags (order aside): an unchanged list is no correction. */
export function sameTags(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((tag) => set.has(tag));
}
