/** The closet screens of SPEC §2 (closet, closet upload, tag page) and the closet calls' `{message}` bodies. */
export const CLOSET_MESSAGES = {
  backToCloset: "back to closet",
  title: "your closet",
  addItems: "add items",
  allItems: "all items",
  emptyTitle: "your closet is empty",
  emptyDescription: "start by adding some clothing items to your closet",
  emptyButton: "add clothing items",
  loadMore: "load more items",
  uploadEmpty: "upload clothing items to see them here",
  recentlyAdded: "recently added items",
  viewFullCloset: "view your full closet",
  /** An upload that looks like an active item (its perceptual hash is near): the notice and its links. */
  looksLikeOwned: "looks like something you already own",
  similarItemLink: (index: number, count: number) =>
    count === 1 ? "view the item you already own" : `view similar item ${index + 1} of ${count}`,
  looksLikeOwnedAnnouncement: (fileName: string) => `${fileName}: looks like something you already own`,
  tagPageEmpty: "no closet items have these tags yet",
  loadFailed: "couldn't load your closet",
  invalidCategory:
    "Please choose one of the categories: tops, bottoms, outerwear, shoes, accessories, dresses, suits or other.",
  invalidCursor: "That page link is no longer valid. Please reload the closet.",
  invalidLimit: "The page size must be a whole number from 1 to 100.",
  itemNotFound: "That clothing item was not found.",
  closetFull: (max: string) => `Your closet is full: it holds up to ${max} items. Delete some to add new ones.`,
} as const;
