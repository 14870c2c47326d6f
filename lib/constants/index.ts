/** Business constants of SPEC §9, shared by screens, handlers and tests. */

export const CATEGORIES = [
  "tops",
  "bottoms",
  "outerwear",
  "shoes",
  "accessories",
  "dresses",
  "suits",
  "other",
] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = "other";
export const DEFAULT_UPLOAD_CATEGORY: Category = "tops";

export const SEASONS = ["all-season", "spring", "summer", "fall", "winter"] as const;
export type Season = (typeof SEASONS)[number];

export const STYLE_THEMES = [
  "chill",
  "old-money",
  "streetwear",
  "minimalist",
  "boho",
  "preppy",
  "edgy",
  "romantic",
] as const;
export type StyleTheme = (typeof STYLE_THEMES)[number];

export const SHARE_TEMPLATES = ["modern", "minimal", "bold", "bordered"] as const;
export type ShareTemplate = (typeof SHARE_TEMPLATES)[number];

export const SHARE_PLATFORMS = ["instagram", "snapchat", "facebook", "twitter"] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export const DEFAULT_CAPTION = "ootd";
/** Share captions are plain text, one short line or two on the image. */
export const SHARE_CAPTION_MAX = 80;
/** Share images: the 4:5 portrait that feeds show uncropped. */
export const SHARE_IMAGE_WIDTH = 1080;
export const SHARE_IMAGE_HEIGHT = 1350;
/** At most this many of the outfit's items are composed into a share image. */
export const SHARE_IMAGE_ITEMS = 4;
/** 18 presets; the first (black) is the default. */
export const BACKGROUND_COLORS = [
  "#000000",
  "#ffffff",
  "#f5f0e8",
  "#e8e2d6",
  "#1f2937",
  "#6b7280",
  "#7c2d12",
  "#b45309",
  "#ca8a04",
  "#3f6212",
  "#065f46",
  "#0e7490",
  "#1e3a8a",
  "#4c1d95",
  "#86198f",
  "#be185d",
  "#fda4af",
  "#bae6fd",
] as const;

export const IMPORTANCE_LEVELS = ["high", "medium", "low"] as const;
export const SITE_MODES = ["app", "coming-soon"] as const;
export type SiteMode = (typeof SITE_MODES)[number];

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

export const STORAGE_KEYS = {
  redirectAfterAuth: "redirectAfterAuth",
  showRegisterForm: "showRegisterForm",
  guestMode: "guestMode",
} as const;
export const DEFAULT_REDIRECT = "/";

export const TIMINGS = {
  mobileMenuCloseMs: 750,
  pageFadeMs: 300,
  sessionSpinnerDelayMs: 300,
  siteModePollMs: 30_000,
  mobileAuthScrollMs: 500,
  postLoginResetsMs: [0, 300, 600],
  currentUserRefetchMs: 5 * 60_000,
  currentUserStaleMs: 30_000,
  outfitQueryCacheMs: 5 * 60_000,
  fileDialogCancelMs: 300,
} as const;

export const LAYOUT = {
  mobileBreakpointPx: 768,
  wordmarkMinPx: 360,
  signInMinPx: 500,
  createAccountMinPx: 640,
  backToTopAfterPx: 300,
  mobileAuthScrollOffsetPx: 90,
} as const;

export const TOASTS = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: ["F8"],
} as const;

export const CLOSET_PAGE_SIZE = 20;
/**
 * How many of the newest items /closet-upload lists under 'recently added items'. Kept apart from
 * CLOSET_PAGE_SIZE: the two lists' query keys (their URLs) must differ, one is a page, the other a list.
 */
export const RECENT_ITEMS_LIMIT = 12;

/** An item's place in the closet: worn (active), in the wash, or put away (archived). */
export const ITEM_STATUSES = ["active", "laundry", "archived"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/**
 * GET /api/closet?status=: `current` (the default: what is in the closet, active and laundry items,
 * laundry marked), one status, or every item.
 */
export const STATUS_FILTERS = ["current", ...ITEM_STATUSES, "all"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const CLOSET_SORTS = ["newest", "oldest", "name", "price", "most-worn", "least-worn", "last-worn"] as const;
export type ClosetSort = (typeof CLOSET_SORTS)[number];
export const BULK_ACTIONS = [
  "delete",
  "archive",
  "restore",
  "set-category",
  "add-tag",
  "remove-tag",
  "set-status",
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Bounds of an item's fields; every message names its field and bound (lib/messages/item.ts ITEM_MESSAGES). */
/** The cleanout queue's stored choice per item (issue #28); "archive" is the item's status instead. */
export const CLEANOUT_CHOICES = ["keep", "maybe", "donate", "sell"] as const;
export type CleanoutChoice = (typeof CLEANOUT_CHOICES)[number];

/** The wear log and built outfits (issue #28). */
export const WEAR_LIMITS = {
  /** pieces in one wear */
  itemsPerWear: 20,
  /** GET /api/wears?from&to: at most this many days, both ends included */
  rangeDays: 366,
  /** a built outfit's pieces */
  outfitMinItems: 2,
  outfitMaxItems: 8,
  /** the solver avoids pieces worn this many days back (today included) when it has others */
  recentDays: 3,
  /** insights: an active item not worn for this many days is unworn (the cleanout queue) */
  unwornDays: 90,
  /** ...and a never-worn item counts once it is this many days old */
  unwornGraceDays: 14,
  /** insights' most/least worn and cost-per-wear lists */
  insightsTop: 5,
  /** the cleanout queue's length in GET /api/insights (unwornCount says how many there are) */
  unwornMax: 50,
} as const;

/** Plans (issue #43): looks planned for coming days. */
export const PLAN_LIMITS = {
  /** a plan's day: today up to this many days ahead (past days are for wears) */
  daysAhead: 60,
  /** plans on one day (a day and an evening look, and one more) */
  perDay: 3,
  /** pieces in one plan (a wear's bound: a plan becomes a wear) */
  itemsPerPlan: 20,
  /** a plan's note */
  noteMax: 140,
  /** a piece planned again within this many days is said ("planned twice in three days") */
  repeatDays: 3,
  /** weather warnings need a forecast, which reaches this many days ahead */
  forecastDays: 15,
} as const;

export const ITEM_LIMITS = {
  name: 80,
  brand: 60,
  size: 20,
  material: 60,
  notes: 1000,
  tag: 32,
  tagsPerItem: 20,
  colors: 8,
  priceMax: 1_000_000,
  search: 100,
  bulkIds: 500,
} as const;

/**
 * An upload whose cut-out's perceptual hash (lib/images/perceptual-hash.ts) differs from an active
 * item's in at most this many of 64 bits is "something you already own". Measured with
 * `npm run bench -- near-duplicates` (36 generated garments, 12 silhouettes × 3 colours, 9 shots
 * each): at 5, 1.88% of 16,038 different-garment pairs are flagged and 2.08% of 1,296 re-shot pairs
 * missed (hash version 2; version 1 gave 1.93% and 2.62%); at 4 it is 0.67% and 5.02%, at 6 4.28%
 * and 0.77%.
 * Both mistakes are mild (the upload succeeds either way), so the balance point is chosen.
 */
export const NEAR_DUPLICATE_MAX_DISTANCE = 5;
/** At most this many near-duplicates are named with an upload, nearest first. */
export const NEAR_DUPLICATES_SHOWN = 3;

/** How long a deleted closet item can be brought back ("undo"); its files are removed only after. */
export const DELETE_UNDO_WINDOW_MS = 15 * 60_000;
/**
 * How long a share "preview" (a private draft, lib/share) is kept unpublished: the sweep removes older
 * drafts with their images. A day covers a person who previews now and posts tonight.
 */
export const SHARE_DRAFT_MAX_AGE_MS = 24 * 60 * 60_000;
/** How long an undo toast stays on screen. */
export const UNDO_TOAST_MS = 10_000;
export const TAGS_PER_CARD = 3;
export const INSPIRATION_SKELETON_CARDS = 6;
export const MISSING_PIECES_SKELETON_CARDS = 3;
export const OUTFIT_PREVIEW_IMAGES = 3;
export const OUTFITS_REQUESTED = { min: 6, max: 8 } as const;
export const OUTFIT_ITEMS = { min: 3, max: 5 } as const;
export const MATCH_SCORE = { min: 0, max: 100 } as const;

/** The closet search box waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * "Before you buy" (issue #44): the verdict's thresholds (lib/buy/judgement.ts) and the rules of the
 * cost-per-wear projection. Each verdict reason is built from the figures these are compared with.
 */
export const BUY_CHECK_LIMITS = {
  /**
   * A piece with no look-alike in the closet and a fair cost per wear earns "buy" when it fills a gap
   * or makes at least this many new outfits: the fewest outfit ideas a screen asks for
   * (OUTFITS_REQUESTED.min), so the piece alone opens a full screen of new looks.
   */
  buyFromOutfits: OUTFITS_REQUESTED.min,
  /**
   * A piece that looks like one already owned, fills no gap and makes fewer new outfits than this is
   * "skip": it cannot even show the three example looks the check offers, so it mostly stands in for
   * the piece the owner has.
   */
  skipBelowOutfits: 3,
  /** example outfits the check shows */
  examples: 3,
  /** pieces owned fewer days than this are too new to say how often such pieces are worn */
  minDaysOwned: 30,
  /** the projection's year: wears are counted over this many days up to today */
  yearDays: 365,
  /** look-alikes named in a reason, nearest first (the upload's near-duplicates show as many) */
  likeNamed: NEAR_DUPLICATES_SHOWN,
  /** gaps named one by one; the rest are counted */
  gapsNamed: 3,
  /** gaps a check keeps and lists (the reasons count them all) */
  gapsKept: 10,
  /**
   * Checks an owner may make in an hour. A check processes a photo and judges it against the whole
   * closet (more than a closet upload, whose budget is 300 an hour), and a wishlist is built by hand.
   */
  checksPerHour: 60,
  /** Of those, checks from a shop's link: each makes the server fetch a page and a photo from the web. */
  linkChecksPerHour: 30,
  /** Upcoming trips whose gaps a check packs again with the product (the soonest first); others are not claimed. */
  tripsChecked: 5,
} as const;
