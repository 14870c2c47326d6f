import type { ClosetSort, ItemStatus, StatusFilter } from "@/lib/constants";
import { plural } from "./plural";

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/**
 * The closet grid's strings (/closet: search, sort and filter menus, select mode, bulk bar, undo),
 * beside the per-screen modules of lib/messages/. Toasts say only what the server reported (`updated`, `ignored`).
 */
export const CLOSET_GRID_TEXT = {
  searchLabel: "search your closet",
  searchPlaceholder: "search name, brand, tag…",
  clearSearch: "clear search",
  sortLabel: "sort",
  sorts: {
    newest: "newest",
    oldest: "oldest",
    name: "name",
    price: "price",
    "most-worn": "most worn",
    "least-worn": "least worn",
    "last-worn": "last worn",
  } satisfies Record<ClosetSort, string>,
  colorLabel: "colour",
  anyColor: "any colour",
  seasonLabel: "season",
  anySeason: "any season",
  statusLabel: "show",
  statuses: {
    current: "in the closet",
    active: "ready to wear",
    laundry: "in the laundry",
    archived: "archived",
    all: "all",
  } satisfies Record<StatusFilter, string>,
  viewArchived: "archived",
  leaveArchived: "back to closet",
  badges: { laundry: "in the laundry", archived: "archived" } satisfies Partial<Record<ItemStatus, string>>,
  pieces: (count: number) => plural(count, { one: "# piece", other: "# pieces" }),
  /** The archived view's heading: its own pieces (`more`: the list has further pages), not the closet's. */
  archivedPieces: (count: number, more: boolean) =>
    more
      ? `${count}+ archived pieces`
      : plural(count, { "=0": "no archived pieces", one: "# archived piece", other: "# archived pieces" }),
  shown: (count: number, more: boolean) => `${count}${more ? "+" : ""} shown`,
  nothingMatches: (q: string) => `nothing matches "${q}"`,
  nothingMatchesFilters: "nothing matches these filters",
  nothingMatchesHint: "try another word, or clear the filters to see everything.",
  clearFilters: "clear filters",
  noArchived: "no archived items",
  noArchivedHint: "items you archive are put away here, out of your closet and your outfit ideas.",
  noLaundry: "nothing in the laundry",
  noLaundryHint: "items you mark as in the laundry show here.",
  // Select mode and the bulk bar
  select: "select",
  doneSelecting: "done",
  selectItem: (what: string) => `select ${what}`,
  deleteItem: (what: string) => `delete ${what}`,
  selectAllShown: "select all shown",
  selectNone: "clear selection",
  selected: (count: number) => `${count} selected`,
  selectionActions: "actions for the selected items",
  archive: "archive",
  restore: "restore",
  setCategory: "category",
  setCategoryTo: (category: string) => `move to ${category}`,
  addTag: "add tag",
  tagPlaceholder: "tag",
  tagLabel: "tag to add to the selected items",
  markLaundry: "in the laundry",
  markActive: "back from the laundry",
  status: "status",
  delete: "delete",
  undo: "undo",
  working: "working…",
  // Toasts: what happened, by the server's counts
  done: {
    delete: (count: number) => `${items(count)} deleted`,
    archive: (count: number) => `${items(count)} archived`,
    restore: (count: number) => `${items(count)} restored`,
    "set-category": (count: number, category: string) => `${items(count)} moved to ${category}`,
    "add-tag": (count: number, tag: string) => `#${tag} added to ${items(count)}`,
    laundry: (count: number) => `${items(count)} marked as in the laundry`,
    active: (count: number) => `${items(count)} back in your closet`,
  },
  ignored: (count: number) =>
    `${items(count)} couldn't be changed: ${count === 1 ? "it is" : "they are"} no longer in your closet.`,
  nothingChanged: "nothing changed: the items are no longer in your closet.",
  bulkFailure: { title: "couldn't change the items" },
  undoFailure: { title: "couldn't undo" },
  undoGone: "the items can no longer be brought back.",
} as const;

/**
 * How a closet item is named to a screen reader (delete and select buttons): its own name, or its
 * category and first tag ("bottoms denim"), so two pairs of trousers get two names.
 */
export function closetItemName(item: { name?: string | null; category: string; tags: readonly string[] }): string {
  if (item.name) return item.name;
  return item.tags[0] ? `${item.category} ${item.tags[0]}` : `${item.category} item`;
}
