import { SITE_MODES } from "@/lib/constants";

/** Every screen string and toast of SPEC §2/§5/§8 that more than one place uses. */
export const VALIDATION = {
  loginUsernameRequired: "Email or username is required",
  loginPasswordRequired: "Password is required",
  invalidEmail: "Please enter a valid email address",
  usernameTooShort: "Username must be at least 3 characters",
  passwordTooShort: "Password must be at least 6 characters",
  passwordsDoNotMatch: "Passwords do not match",
  waitlistEmailRequired: "Please enter your email",
  outfitsNeedTopAndBottom: "Your closet needs at least one top and one bottom to create outfits.",
  // Our own bounds beyond SPEC §5: keeps usernames distinct from e-mails at login and bounds hashing work.
  usernameTooLong: "Username must be at most 32 characters",
  usernameInvalid: "Username can't contain spaces or @",
  emailTooLong: "Email must be at most 254 characters",
  passwordTooLong: "Password must be at most 200 characters",
  /** Any text input holding a control character (NUL, escape...: nothing a person types or pastes on purpose). */
  controlCharacters: "This text contains invisible control characters. Please remove them or type it again.",
} as const;

// The toasts live in their own module so the site-wide islands (the API client, sign-out) can use
// one without shipping every screen's strings to every page.
export { ITEM_IMAGE_TEXT, MASK_EDITOR_TEXT } from "./item-image-text";
export { ITEM_TEXT } from "./item-text";
export {
  DELETED_TOASTS,
  modeUpdatedToast,
  registerWelcomeToast,
  shareFailureToast,
  shareSuccessToast,
  SITE_MODE_LABELS,
  TOAST,
} from "./toast-messages";

/** The `{message}` bodies any call can answer (lib/errors.ts: the generic refusals and `toErrorResponse`). */
export const ERROR_MESSAGES = {
  invalidRequest: "The request was not valid.",
  malformedJson: "The request body must be valid JSON.",
  unexpected: "Something went wrong on our side. Please try again.",
  /** Any 5xx answer of the API: the request id lets support find the request in the logs. */
  withReference: (message: string, requestId: string) => `${message} (ref: ${requestId})`,
  bodyTooLarge: "That request is too large.",
  crossSite: "This request came from another site and was refused.",
  databaseBusy: "The service is busy right now. Please try again in a moment.",
  /** A fresh instance that has not yet read the site mode, so it cannot know whether the app is open. */
  startingUp: "The service is starting up. Please try again in a moment.",
  /** A client router's Next-Router-State-Tree header that does not parse (lib/http/router-state.ts). */
  invalidRouterState: "This page request could not be read. Please reload the page.",
  tooManyAttempts: (retryAfterSeconds: number) =>
    `Too many attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`,
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** What a person reads when the style assistant (lib/ai) fails; routes answer these as `{message}`. */
export const AI_MESSAGES = {
  unusableAnswer: "The style assistant gave an answer we couldn't use. Please try again.",
  unusableAnswerFrom: (provider: string) =>
    `The AI provider (${provider}) answered in a form we couldn't use. Please try again.`,
  busy: "The style assistant is busy right now. Please try again in a minute.",
  timeout: "The style assistant took too long to answer. Please try again in a minute.",
  unavailable: "The style assistant is unavailable right now. Please try again later.",
  unreadableImage: "We couldn't read that image. Please upload a JPEG, PNG or WebP photo.",
  localLabel: "basic local analysis",
  /** The chip on the upload screens and the account page when a model does the analysis. */
  providerLabel: (provider: string, model?: string) => `AI analysis · ${provider}${model ? ` (${model})` : ""}`,
} as const;

/** Server answers of the account calls (`{message}`), shown in the login/register failure toasts. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid username or password.",
  emailTaken: "That email is already registered.",
  usernameTaken: "That username is taken.",
  signInRequired: "Please sign in or continue as a guest to do that.",
  loadingSession: "Loading your session...",
  guestFailure: "couldn't continue as guest",
} as const;

/** Forgot password (issue #30): the screens, the calls' answers and the mail. */
export const PASSWORD_RESET_MESSAGES = {
  forgotLink: "forgot password?",
  requestTitle: "forgot your password?",
  requestIntro: "enter the e-mail address of your account and we'll send you a link to choose a new password.",
  /** The one answer of POST /api/password-reset, whether or not the address has an account. */
  requestSent: "if that address has an account, a link is on its way.",
  requestSentHint: "the link works for 30 minutes. nothing arrived? check your spam folder, or ask again.",
  resetTitle: "choose a new password",
  resetIntro: "type a new password twice. every device signed in to your account will be signed out.",
  /** A used, expired, superseded or unknown link: one message for all, so none can be told apart. */
  invalidToken: "This reset link is invalid or has expired. Please ask for a new one.",
  missingToken: "This page needs the link from your e-mail. Please ask for a new one.",
  resetDone: { title: "Password changed", description: "You're signed in with your new password." },
  requestFailure: "Couldn't send the link",
  resetFailure: "Couldn't change the password",
  mailSubject: (product: string) => `Reset your ${product} password`,
  mailText: (product: string, link: string, minutes: number) =>
    [
      "Hello,",
      "",
      `Someone (hopefully you) asked to reset the password of your ${product} account.`,
      `Open this link within ${minutes} minutes to choose a new password:`,
      "",
      link,
      "",
      "If you didn't ask, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
} as const;

/** Upload and image-processing errors (server `{message}` bodies, shown in the 'Upload failed' toast). */
export const UPLOAD_ERRORS = {
  noFile: "Please choose a photo to upload.",
  emptyFile: "That file is empty. Please choose a photo.",
  unreadableUpload: "The upload could not be read. Please try again.",
  damagedImage: "That image looks damaged or incomplete. Please try another file.",
  heicUnsupported:
    "HEIC photos can't be read here yet. Please choose a JPEG or PNG (on iPhone: Settings › Camera › Formats › Most Compatible).",
  tooManyPixels: (megapixels: number) =>
    `That image is too large to process (over ${megapixels} megapixels). Please upload a smaller photo.`,
  unsupportedType: (formats: string) => `That file isn't a supported image. Please upload a ${formats} photo.`,
  tooLarge: (limit: string) => `That file is too large. The limit is ${limit}.`,
  busy: "We're preparing a lot of photos right now. Please try again in a few seconds.",
  /** Said in the browser before any byte is sent (issue #25), never MIME jargon. */
  notAPhoto: "That's not a photo: choose a JPG, PNG, WebP or HEIC.",
  onePhotoAtATime: "One photo at a time here.",
  heicUnreadable: "That HEIC photo couldn't be read. Try exporting it as a JPG.",
  /** A Web Share Target post (app/share-target) with more photos than one share may carry. */
  tooManyShared: (max: number) => `Share up to ${max} photos at a time.`,
  /** The shared photos' link is unknown, or older than 30 minutes (they are kept no longer). */
  sharedPhotosGone: "Those shared photos are no longer here. Please share them again.",
} as const;

/** GET /uploads/<key>'s `{message}` body when no stored file has that key. */
export const IMAGE_MESSAGES = {
  notFound: "That image was not found.",
} as const;

/** The image store (S3, Vercel Blob, the uploads folder) failing: answered 503, nothing half-saved. */
export const STORAGE_MESSAGES = {
  unavailable: "Image storage is not answering right now, so nothing was saved. Please try again in a minute.",
} as const;

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

/**
 * An item's details (PATCH /api/closet/{id}, the item page, bulk actions): each message names the
 * field and, for a bound, the bound, so the form and a REST client both learn what to fix.
 */
export const ITEM_MESSAGES = {
  tooLong: (field: string, max: number) => `The ${field} can be at most ${max.toLocaleString("en-US")} characters.`,
  invalidColor: "Please choose colours from the list (e.g. black, navy, light blue).",
  tooManyColors: (max: number) => `An item can have at most ${max} colours.`,
  invalidSeason: "Please choose seasons from: all-season, spring, summer, fall, winter.",
  invalidStatus: "The status must be active, laundry or archived.",
  invalidPrice: (max: number) =>
    `The price must be a number from 0 to ${max.toLocaleString("en-US")}, with at most 2 decimals.`,
  invalidCurrency: "The currency must be a 3-letter ISO 4217 code, e.g. USD or EUR.",
  invalidDate: "The purchase date must be a real date (YYYY-MM-DD), not in the future.",
  invalidFavorite: "favorite must be true or false.",
  emptyTag: "A tag needs at least 1 character.",
  tagTooLong: (max: number) => `A tag can be at most ${max} characters.`,
  tooManyTags: (max: number) => `An item can have at most ${max} tags.`,
  noChanges: "Nothing to change: send at least one field.",
  unknownField: (field: string) => `${field} cannot be changed.`,
  invalidSort: "The sort must be newest, oldest, name, price, most-worn, least-worn or last-worn.",
  invalidStatusFilter: "The status must be current, active, laundry, archived or all.",
  searchTooLong: (max: number) => `The search can be at most ${max} characters.`,
  bulkIds: (max: number) => `Choose between 1 and ${max} items (a list of item ids).`,
  bulkAction: "The action must be delete, archive, restore, set-category, add-tag, remove-tag or set-status.",
  bulkValue: (action: string, what: string) => `${action} needs a value: ${what}.`,
} as const;

/** Said on the closet upload screen when the requested background-removal model is not installed (lib/background-removal). */
export const modelFallbackMessage = (requested: string, used: string) =>
  `${requested} model not available offline, using ${used}`;

/** The inspiration screens of SPEC §2 (gallery, upload). */
export const INSPIRATION_TEXT = {
  galleryTitle: "inspiration gallery",
  addNew: "add new",
  matchWithCloset: "match with closet",
  analyzeForTags: "analyze for tags",
  noTagsYet: "no style tags yet",
  emptyTitle: "no inspiration images yet",
  emptyDescription: "upload photos of outfits you love to get style insights and recommendations",
  emptyButton: "upload your first image",
  savedEmptyTitle: "nothing saved yet",
  savedEmptyDescription: "tap the bookmark on any look to keep it here.",
  uploadTitle: "upload fit inspiration",
  uploadIntro:
    "share a photo of an outfit you love: get its style tags, see which pieces in your closet match it, and find out what's missing.",
  dropTitle: "drop your inspiration photo here",
  uploading: "uploading...",
  getStyleTags: "get style tags",
  analyzing: "analyzing...",
  tagsPanelTitle: "ai-generated style tags",
  tagsBeforeUpload: "upload an inspiration image to see ai-generated style tags here",
  tagsAfterUpload: "click 'get style tags' to analyze this image",
  tagsOptional: "style tags are optional for missing pieces recommendations",
  findMatching: "find matching items in your closet",
  identifyMissing: "identify missing pieces",
  backToGallery: "back to inspiration",
  notFoundTitle: "we couldn't find that inspiration image",
  notFoundDescription: "it may have been deleted, or it was never in your gallery.",
  /** Names of a card's buttons: 'inspiration #12', and its first tag when it has one. */
  saveLook: (label: string) => `save ${label}`,
  deleteLook: (label: string) => `delete ${label}`,
  restored: "look restored",
  undoFailure: "couldn't undo",
  restoreGone: "it can no longer be brought back.",
} as const;

/** The style-matching and missing-pieces screens of SPEC §2. */
export const INSIGHT_TEXT = {
  matchingTitle: "style matching",
  matchingIntro: "how well your closet can recreate this look, and the pieces that get you there.",
  invalidId: "Invalid inspiration image ID",
  comparing: "comparing your closet with this look...",
  comparingHint: "the first answer can take a few seconds.",
  matchScore: "match score",
  styleNotes: "style notes",
  matchingItems: "matching items in your closet",
  findMissing: "find missing pieces",
  createOutfit: "create outfit",
  noMatchesTitle: "no matching items yet",
  noMatchesDescription: "nothing in your closet fits this look so far. add a few pieces, or try another look.",
  addToCloset: "add to your closet",
  browseInspiration: "browse inspiration",
  matchingFailed: "couldn't compare your closet",
  missingTitle: "missing pieces",
  missingIntro: "what this look needs that your closet doesn't have yet.",
  noneSelected: "no inspiration selected",
  chooseInspiration: "choose an inspiration image",
  matchWithCloset: "match with closet",
  recommendationsFailed: "could not load recommendations",
  tryAgain: "try again",
  closetComplete: "your closet is complete!",
  closetCompleteDescription: "you already own everything this look needs.",
  createOutfits: "create outfits",
  examples: "examples",
  searchFor: "search for",
  whereToBuy: "where to buy",
} as const;

/** The outfit ideas screen of SPEC §2 (/outfit-creator, /outfit-ideas, /outfits). */
export const OUTFIT_TEXT = {
  title: "outfit ideas",
  intro: "outfits put together from the clothes you already own. pick a season or a style to steer them.",
  ideasTab: "ideas",
  savedTab: "saved",
  seasonLabel: "season",
  styleThemeLabel: "style theme",
  clearFilters: "clear filters",
  newIdeas: "new ideas",
  generating: "putting outfits together from your closet...",
  saveOutfit: "save outfit",
  /** The save toggle's one name (its state is aria-pressed): the visible words, then which outfit. */
  saveOutfitNamed: (name: string) => `save outfit ${name}`,
  unsaved: "outfit removed from saved",
  saveFailed: "couldn't save this outfit",
  shareRefused: "couldn't share this outfit",
  saved: "saved",
  addClothes: "add clothes",
  noIdeasTitle: "no outfits for these filters",
  allCombinationsShown: "these are all the combinations your closet allows for this filter",
  noIdeasDescription: "try another season or style theme, or clear the filters.",
  failedTitle: "couldn't put outfits together",
  savedEmptyTitle: "no saved outfits yet",
  savedEmptyDescription: "press 'save outfit' on an idea you like to keep it here.",
  seeIdeas: "see outfit ideas",
  style: "style",
  occasion: "occasion",
  season: "season",
  moreItems: (count: number) => `${count} more item${count === 1 ? "" : "s"}`,
  missingItems: (count: number) =>
    count === 1
      ? "1 piece of this outfit was removed from your closet."
      : `${count} pieces of this outfit were removed from your closet.`,
} as const;

/** The wear log's screens (issue #28): "wore this today", the calendar, build your own, insights. */
export const WEAR_TEXT = {
  woreToday: "wore this today",
  /** The visible words first, then what (axe's label-in-name: the name holds the visible text). */
  woreTodayNamed: (name: string) => `wore this today: ${name}`,
  logged: "logged for today",
  alreadyLogged: "already logged for today",
  loggedDescription: (name: string) => `${name} is on your calendar.`,
  removed: "wear removed",
  logFailed: "couldn't log this wear",
  undoFailed: "couldn't remove this wear",
  wears: "wears",
  lastWorn: "last worn",
  costPerWear: "cost per wear",
  never: "never",
  noPrice: "add a price to see it",
  wearCount: (count: number) => `${count} wear${count === 1 ? "" : "s"}`,
} as const;

export const CALENDAR_TEXT = {
  title: "calendar",
  intro: "what you wore, day by day. pick a day to see it, log a piece or remove one.",
  previousMonth: "previous month",
  nextMonth: "next month",
  today: "today",
  loading: "loading your month...",
  failed: "couldn't load your month",
  emptyMonth:
    "nothing logged this month yet. press 'wore this today' on an outfit or a piece, or pick a day to log one.",
  dayCell: (label: string, count: number) =>
    count === 0 ? `${label}, nothing logged` : `${label}, ${count} piece${count === 1 ? "" : "s"} worn`,
  dayTitle: (label: string) => `worn on ${label}`,
  nothingThatDay: "nothing logged for this day.",
  addPieces: "log pieces for this day",
  addSelected: (count: number) => `log ${count} piece${count === 1 ? "" : "s"}`,
  removeWearNamed: (what: string) => `remove ${what}`,
  futureDay: "this day hasn't happened yet.",
  loggedOn: (label: string) => `logged for ${label}`,
  cancel: "cancel",
} as const;

export const BUILD_TEXT = {
  tab: "build your own",
  intro: "pick 2 to 8 of your pieces and give the outfit a name.",
  name: "outfit name",
  namePlaceholder: "e.g. friday dinner",
  picked: (count: number) => `${count} of 8 picked`,
  tooFew: "pick at least 2 pieces.",
  save: "save outfit",
  saveChanges: "save changes",
  saved: "outfit saved",
  updated: "outfit updated",
  failed: "couldn't save this outfit",
  edit: "edit",
  editNamed: (name: string) => `edit ${name}`,
  editing: (name: string) => `editing ${name}`,
  cancel: "cancel",
  noItemsTitle: "no clothes to pick from",
  noItemsDescription: "add a few pieces to your closet to build outfits from them.",
  noMatches: "nothing matches this search.",
  pickable: "pieces to pick",
  pickedList: "picked pieces",
  unpick: (name: string) => `take out ${name}`,
} as const;

export const INSIGHTS_TEXT = {
  title: "insights",
  intro: "which pieces earn their keep, and which could go.",
  items: "pieces",
  wears: "wears",
  value: "closet value",
  wearsByMonth: "wears per month",
  wearsByMonthSummary: (total: number) => `${total} wear${total === 1 ? "" : "s"} in the last 12 months`,
  categoryBalance: "category balance",
  categoryBalanceSummary: "pieces and wears per category",
  month: "month",
  category: "category",
  chartData: "show the numbers",
  mostWorn: "most worn",
  leastWorn: "least worn",
  cleanout: "cleanout queue",
  cleanoutIntro: "pieces you haven't worn in 90 days. decide what stays.",
  cleanoutEmpty: "nothing to clear out: you've worn everything lately.",
  showingOf: (shown: number, total: number) => `the ${shown} longest unworn of ${total}.`,
  bestValue: "best cost per wear",
  perWear: "a wear",
  choiceSaved: (choice: string) => `marked '${choice}'`,
  archived: "piece archived",
  choiceFailed: "couldn't save your choice",
  choiceFor: (name: string) => `cleanout choice for ${name}`,
  failed: "couldn't load your insights",
  noItemsTitle: "no clothes yet",
  noItemsDescription: "add pieces to your closet and log what you wear to see insights here.",
  noWears: "no wears logged yet. press 'wore this today' on an outfit or a piece, and this fills in.",
} as const;

/** The inspiration calls' `{message}` bodies (SPEC §7). */
export const INSPIRATION_MESSAGES = {
  notFound: "That inspiration image was not found.",
  galleryFull: (max: string) =>
    `Your inspiration gallery is full: it holds up to ${max} images. Delete some to add new ones.`,
  invalidSavedFilter: "The saved filter must be true or false.",
  invalidSaved: "saved must be true or false.",
} as const;

/** Outfit suggestions and the style chat (`{message}` bodies of POST /api/outfits/suggestions and /api/chat). */
export const OUTFIT_MESSAGES = {
  invalidSeason: "Please choose a season: all-season, spring, summer, fall or winter.",
  invalidStyleTheme:
    "Please choose a style theme: chill, old-money, streetwear, minimalist, boho, preppy, edgy or romantic.",
  chatMessageRequired: "Please tell us what kind of outfits you'd like.",
  chatMessageTooLong: (max: number) => `Please keep your message to ${max} characters or fewer.`,
  invalidFresh: "fresh must be true or false.",
  invalidSavedFilter: "The saved filter must be true or false.",
  invalidSaved: "saved must be true or false.",
  notFound: "That outfit is gone: ask for new ideas to see what your closet makes now.",
  incomplete: (missing: number) =>
    `${missing === 1 ? "A piece" : `${missing} pieces`} of this outfit ${missing === 1 ? "was" : "were"} deleted from your closet, so it can't be saved or shared. Ask for new ideas to see what your closet makes now.`,
  invalidIds: "ids must be a comma-separated list of outfit ids.",
  notSaved: "Only saved outfits can be edited: save this outfit first.",
  buildItemIds: (min: number, max: number) => `itemIds must list ${min} to ${max} of your closet items (item ids).`,
  buildDuplicateItems: "itemIds lists the same item twice: each piece can be in an outfit once.",
  invalidName: (max: number) => `The name must be text of at most ${max} characters.`,
  noChanges: "Nothing to change: send name or itemIds.",
  unknownField: (field: string) => `${field} cannot be changed.`,
  builtDescription: (count: number) => `your own outfit of ${count} pieces`,
  defaultName: "my outfit",
} as const;

/** The wear log (issue #28): POST/GET/DELETE /api/wears. Each message names the field it is about. */
export const WEAR_MESSAGES = {
  invalidItemIds: (max: number) => `itemIds must list 1 to ${max} of your closet items (item ids).`,
  duplicateItems: "itemIds lists the same item twice.",
  invalidOutfitId: "outfitId must be the id of one of your outfits.",
  nothingWorn: "Send itemIds or outfitId: what was worn.",
  invalidDate: (field: string) => `${field} must be a real day written YYYY-MM-DD.`,
  futureDate: (field: string) => `${field} can't be in the future.`,
  rangeOrder: "to must be on or after from.",
  rangeTooLong: (max: number) => `from and to can be at most ${max} days apart.`,
  rangeRequired: (field: string) => `${field} is required (YYYY-MM-DD).`,
  outfitEmpty: "That outfit has no pieces left in your closet: log the pieces you wore instead.",
  unknownField: (field: string) => `${field} is not part of a wear.`,
  notFound: "That wear was not found.",
  invalidCleanout: "cleanout must be keep, maybe, donate, sell or null.",
} as const;

/** The trip packer (issue #29): /api/trips and the /trips screens. Each message names its field. */
export const TRIP_MESSAGES = {
  invalidName: (max: number) => `name must be 1 to ${max} characters.`,
  invalidDate: (field: string) => `${field} must be a real day written YYYY-MM-DD.`,
  endBeforeStart: "endDate must be on or after startDate.",
  tooLong: (max: number) => `a trip lasts at most ${max} days: move endDate closer to startDate.`,
  invalidPlace: (max: number) => `place must be at most ${max} characters.`,
  invalidActivities: (list: string) => `activities must come from: ${list}.`,
  invalidChecked: "checked must list item ids of the packing list.",
  invalidSwap: "swap must be {date, from, to}: a day of the trip and two item ids.",
  swapNotAllowed:
    "That piece can't take the other's place that day: it must be packed-able, clean, of the same kind, and keep the day's outfit different from the others.",
  unknownField: (field: string) => `${field} is not part of a trip.`,
  notFound: "That trip was not found.",
  gaps: {
    wedding: "no formal piece for the wedding",
    office: "no smart or tailored piece for the office",
    hike: "no athletic footwear for the hike",
    gym: "no athletic piece for the gym",
    nothingSuits: (occasion: string) => `nothing clean suits the ${occasion} day: packed what there is`,
    tooFewOutfits: (dressed: number, days: number) =>
      `only ${dressed} different outfits for ${days} days: some days have none (add or wash a top, bottom or dress)`,
  },
} as const;

/** The /trips screens' words (issue #29), lowercase like the rest of the UI. */
export const TRIP_TEXT = {
  title: "trips",
  intro: "a short packing list that still gives every day its own outfit. clean clothes only.",
  empty: "no trips yet",
  emptyHelp: "plan one below: name, dates and what you'll be doing.",
  newTrip: "plan a trip",
  name: "name",
  startDate: "first day",
  endDate: "last day",
  activities: "activities",
  submit: "pack for it",
  submitting: "packing…",
  loading: "loading trips",
  dayCount: (n: number) => (n === 1 ? "1 day" : `${n} days`),
  packedCount: (checked: number, items: number) => `${checked} of ${items} packed`,
  checklist: "packing list",
  days: "day by day",
  gaps: "what your closet is missing",
  noItems: "nothing to pack: add or wash a top and a bottom, or a dress.",
  noOutfit: "no outfit for this day",
  print: "print",
  delete: "delete trip",
  confirmDelete: "really delete?",
  back: "all trips",
  saveFailed: "couldn't save that tick: try again.",
  deleteFailed: "couldn't delete the trip: try again.",
  createFailed: "couldn't plan the trip: try again.",
  occasion: (occasion: string) => (occasion === "everyday" ? "any day" : occasion),
} as const;

/**
 * Why outfits can't be made (lib/outfits/gap.ts), naming the cause: what is missing, in the laundry
 * or archived, or what the season/theme filter leaves out. Causes are joined into one sentence.
 */
export const OUTFIT_GAP_MESSAGES = {
  inLaundry: (pieces: string) => `your only ${pieces} are in the laundry`,
  archived: (pieces: string) => `your only ${pieces} are archived`,
  laundryOrArchived: (pieces: string) => `your ${pieces} are all in the laundry or archived`,
  none: (pieces: string) => `you have no ${pieces} yet`,
  sentence: (causes: string) =>
    `${causes.charAt(0).toUpperCase()}${causes.slice(1)}: outfits need a top and a bottom, or a dress or suit.`,
  /** `filter`: "winter", "the boho theme" or "winter and the boho theme". */
  filteredOut: (filter: string) =>
    `None of your tops and bottoms, dresses or suits suit ${filter}. Try another filter, or add clothes for it.`,
  /** The filter empties one part of an outfit (`part`: "top" or "bottom"), the other part survives it. */
  filteredOutPart: (part: "top" | "bottom", filter: string, instead: string) =>
    `None of your ${part === "top" ? "tops" : "bottoms"} suit ${filter}: try ${instead}, or add ${part === "top" ? "a top" : "bottoms"} for ${filter}.`,
  theme: (theme: string) => `the ${theme} theme`,
} as const;

/** Share images, platform shares and share links (issue #13): the calls' `{message}` bodies and the public page. */
export const SHARE_MESSAGES = {
  invalidCaption: "Please write the caption as plain text.",
  captionTooLong: (max: number) => `Please keep the caption to ${max} characters or fewer.`,
  invalidBackground: "Please choose one of the preset background colours.",
  invalidTemplate: "Please choose a template: modern, minimal, bold or bordered.",
  invalidPlatform: "Please choose a platform: instagram, snapchat, facebook or twitter.",
  invalidToken: "The share link token must be text.",
  notFound: "That share link was not found.",
  pageTitle: (productName: string) => `an outfit on ${productName}`,
  pageDescription: (productName: string) =>
    `styled with ${productName}: your closet, your inspiration, outfit ideas from the clothes you already own.`,
  imageAlt: (caption: string) => (caption ? `an outfit, captioned "${caption}"` : "an outfit"),
  pageEyebrow: "a shared outfit",
  callToAction: (productName: string) => `try ${productName}`,
  callToActionIntro: "put together outfits from the clothes you already own: free, and no account needed to start.",
  signIn: "sign in or create an account",
} as const;

/** The site mode (coming-soon) as API callers read it. */
export const SITE_MESSAGES = {
  comingSoonApi: (product: string) => `${product} is coming soon. Join the waitlist to hear when it opens.`,
} as const;

/**
 * The page the request gate serves with 503 when it cannot serve the app (app/unavailable): a fresh
 * instance that could not read the site mode yet, or a database too busy to answer in time.
 */
export const UNAVAILABLE_MESSAGES = {
  "starting-up": {
    title: "starting up",
    body: (product: string) => `${product} is just starting up. This takes a moment; please try again shortly.`,
  },
  busy: {
    title: "busy, try again in a moment",
    body: (product: string) =>
      `${product} has a lot to do right now and couldn't load this page in time. Your closet is safe; please try again in a moment.`,
  },
  status: "error 503",
  tryAgain: "try again",
} as const;

/** The admin page's answers (SPEC §4/§5), shown in its form and toasts. */
export const ADMIN_MESSAGES = {
  invalidPassword: "Invalid admin password",
  passwordRequired: "Please enter the admin password.",
  invalidMode: `Mode must be one of: ${SITE_MODES.join(", ")}.`,
} as const;

/** The waitlist form's own words beyond SPEC §2: the inline state after a signup. */
export const WAITLIST_TEXT = {
  joinedTitle: "you're on the list",
  another: "add another address",
} as const;

/** The waitlist's answers (SPEC §2), shown in the 'Success!' toast. */
export const WAITLIST_MESSAGES = {
  joined: "You're on the list! We'll email you when we launch.",
  alreadyJoined: "You're already on the list — we'll be in touch soon.",
} as const;

/** The account page (/account) and the account calls' `{message}` bodies (issue #16). */
export const ACCOUNT_TEXT = {
  title: "your account",
  guestTitle: "your guest data",
  guestIntro:
    "you are signed in as a guest: what you add is private to this browser session. create an account to keep it.",
  createAccount: "create an account",
  username: "username",
  email: "email",
  memberSince: "member since",
  guestSince: "guest since",
  /** Which analyzer tags photos and answers style questions (AI_MESSAGES' labels). */
  styleAnalysis: "style analysis",
  closetItems: "closet items",
  inspirationImages: "inspiration images",
  savedOutfits: "saved outfits",
  activeShareLinks: "active share links",
  changePasswordTitle: "change password",
  changePasswordIntro: "every other device signed in to your account is signed out; this one stays signed in.",
  currentPassword: "current password",
  newPassword: "new password",
  confirmNewPassword: "confirm new password",
  changePassword: "change password",
  changingPassword: "changing password...",
  exportTitle: "export your data",
  exportIntro:
    "a ZIP file with data.json (your account, closet, inspiration, outfits, shares and saved AI answers) and every photo you uploaded.",
  exportButton: "download my data",
  exporting: "preparing your download...",
  exportProgress: (megabytes: string) => `downloading... ${megabytes} MB`,
  deleteTitle: "delete account",
  deleteIntro:
    "removes your account, every closet item, inspiration image, outfit and share link, and every stored photo. this cannot be undone.",
  deleteButton: "delete account",
  deleteConfirmTitle: "delete your account?",
  deleteConfirmDescription: "enter your password and type your username to confirm. everything is removed for good.",
  typeUsername: (username: string) => `type "${username}" to confirm`,
  deleting: "deleting...",
  guestDeleteTitle: "delete my guest data",
  guestDeleteIntro:
    "removes every closet item, inspiration image and outfit of this guest session, and every stored photo, then ends the session.",
  guestDeleteButton: "delete my guest data",
  guestDeleteConfirmTitle: "delete your guest data?",
  guestDeleteConfirmDescription: "everything you made as a guest is removed for good.",
  cancel: "cancel",
} as const;

/** Restoring an export (issue #30): the account page's card and POST /api/account/import's messages. */
export const IMPORT_TEXT = {
  title: "restore from an export",
  intro:
    "add the closet items, inspiration images, outfits, wears and trips of a ZIP made by 'download my data' (here or on another instance) to this account. photos are processed again; nothing you have now is changed.",
  chooseFile: "export ZIP",
  restore: "restore",
  uploading: (percent: number) => `uploading... ${percent}%`,
  processing: "restoring: processing the photos...",
  summaryTitle: "restored",
  summaryEmpty: "nothing new was restored.",
  counts: {
    closet: "closet items",
    inspiration: "inspiration images",
    outfits: "outfits",
    wears: "wears",
    trips: "trips",
    settings: "settings",
  },
  skippedTitle: "not restored",
  failure: { title: "restore failed" },
  noFile: "Choose the export ZIP to restore first.",
  // The route's refusals (400 import_invalid unless said): nothing is imported after any of them.
  notZip: "That file is not an export ZIP: it could not be read as a ZIP archive. Nothing was imported.",
  encrypted: "The archive is encrypted, so it cannot be read. Nothing was imported.",
  unsafeName: (name: string) => `The archive holds a file with an unsafe name ("${name}"), so nothing was imported.`,
  tooManyEntries: (max: number) => `The archive holds more than ${max} files, so nothing was imported.`,
  bomb: (name: string) =>
    `"${name}" in the archive unpacks to far more than it takes (a zip bomb?), so nothing was imported.`,
  sizeMismatch: (name: string) => `"${name}" in the archive is not the size its header says, so nothing was imported.`,
  totalTooLarge: (limit: string) => `The archive unpacks to more than ${limit}, so nothing was imported.`,
  entryTooLarge: (name: string, limit: string) =>
    `"${name}" in the archive is larger than ${limit}, the most a photo may be, so nothing was imported.`,
  noDataJson: "The archive has no data.json: choose a ZIP made by 'download my data'. Nothing was imported.",
  malformedDataJson: (detail: string) => `data.json in the archive is not valid (${detail}), so nothing was imported.`,
  unknownVersion: (version: string) =>
    `The archive is from an export version this instance does not know (${version}; it reads version 1), so nothing was imported.`,
  tooManyRows: (what: string, max: number) =>
    `The archive holds more ${what} than an account may keep (${max}), so nothing was imported.`,
  // Notes in `skipped` beside a successful import.
  alreadyImported: (date: string) => `This archive was already restored on ${date}: nothing was imported again.`,
  photoMissing: (what: string, path: string) => `${what}: its photo ${path} is not in the archive.`,
  photoUnreadable: (what: string, reason: string) => `${what}: its photo could not be processed (${reason}).`,
  closetFull: (count: number, max: number) => `${count} closet item(s): the closet would hold more than ${max} items.`,
  galleryFull: (count: number, max: number) =>
    `${count} inspiration image(s): the gallery would hold more than ${max} images.`,
  outfitEmpty: (name: string) => `outfit "${name}": none of its pieces were restored.`,
  outfitPartial: (name: string, missing: number) =>
    `outfit "${name}": ${missing} of its pieces were not restored; it keeps the others.`,
  wearEmpty: (date: string) => `the wear of ${date}: none of its pieces were restored.`,
  settingsKept: "settings: this account has its own, so the archive's were not applied.",
  sharesLeft: (count: number) =>
    `${count} share link(s): a share link belongs to the instance that made it; share the outfit again here.`,
  trashLeft: (count: number) => `${count} deleted inspiration image(s): they were in the trash when exported.`,
} as const;

export const ACCOUNT_MESSAGES = {
  wrongPassword: "That password is not correct.",
  usernameMismatch: "The username you typed does not match your account.",
  confirmUsernameRequired: "Please type your username to confirm.",
  guestHasNoPassword: "Guests have no password. Create an account to set one.",
  passwordChanged: { title: "password changed", description: "every other session was signed out." },
  passwordChangeFailure: { title: "couldn't change password" },
  exportFailure: { title: "export failed" },
  deleteFailure: { title: "delete failed" },
} as const;

/** The share dialog (SPEC §2 outfit ideas, §4 share dialog, §8 share toasts). */
export const SHARE_TEXT = {
  button: "share",
  title: "share this outfit",
  description: "design an image of this outfit, then post it or send the link.",
  steps: ["customize", "preview", "share"],
  caption: "caption",
  background: "background colour",
  template: "template",
  templates: { modern: "modern", minimal: "minimal", bold: "bold", bordered: "bordered" },
  preview: "preview",
  generating: "designing your image...",
  previewAlt: (caption: string) => `share image of this outfit, captioned "${caption}"`,
  next: "next",
  back: "back",
  shareTo: "share to",
  copyLink: "copy link",
  downloadImage: "download image",
  linkLabel: "share link",
  activeLinks: "this outfit's share links",
  noActiveLinks: "no links yet: sharing creates one.",
  revoke: "stop sharing",
  /** A link not published yet (a preview): private until copied, downloaded or posted. */
  draft: "draft, not public yet",
  revoked: { title: "link removed", description: "that share link no longer works." },
  revokeFailure: { title: "couldn't remove the link" },
  undo: "undo",
  undoRevoke: "undo: share the link again",
  restored: { title: "link restored", description: "that share link works again." },
  restoreFailure: { title: "couldn't undo" },
  restoreGone: "that link can no longer be brought back.",
  publishFailure: { title: "couldn't publish the link" },
  working: (action: string) => `${action}…`,
  /** Instagram and Snapchat have no web intent for an image: the browser's share sheet, or this fallback. */
  savedForApp: (platform: string) => ({
    title: `ready for ${platform}`,
    description: `the image was downloaded and the link copied: open ${platform} and post them from there.`,
  }),
  /** The share sheet took the image and link: the person finishes the post in the app they picked. */
  sentToApp: (platform: string) => ({
    title: `ready for ${platform}`,
    description: `the image and the link went to the app you picked: finish your post there.`,
  }),
} as const;

/** SPEC §8: the error a non-OK share answer raises. */
export const shareServerError = (status: number, statusText: string) =>
  `Failed to share outfit: ${status} ${statusText}`;

// The closet grid's toolbar, select mode and bulk toasts (/closet), in their own module like ITEM_TEXT.
export { CLOSET_GRID_TEXT } from "./closet-grid-text";

/** Today (issue #29) and the settings behind it: the account page's hemisphere and place, Today's screen. */
export const TODAY_TEXT = {
  placeNotFound: (name: string) =>
    `we couldn't find a place called "${name}". try a nearby city, or enter latitude and longitude.`,
  placeLookupFailed: "the place search isn't reachable right now. try again, or enter latitude and longitude.",
  placeNeedsBoth: "enter both latitude and longitude, or a city name.",
  placeOneWay: "give a city name or latitude and longitude, not both.",
  lookNotFound: "that look has changed since. reload today's looks and try again.",
  empty: "your closet needs at least one top and one bottom (or a dress) to make today's looks.",
  roles: { safe: "safe pick", rediscover: "rediscover", stretch: "stretch" },
  title: "today",
  loading: "finding today's looks…",
  emptyTitle: "nothing to wear yet",
  addPieces: "add pieces",
  lookTitle: (n: number, role: string) => `look ${n} · ${role}`,
  piecesLabel: "pieces",
  woreThis: "wore this",
  another: "another look",
  logged: (n: number) => `look ${n} logged for today`,
  undone: "wear removed",
  failed: "that didn't work",
  summary: (date: string, season: string) => `${date} · ${season}`,
  weather: (place: string, morning: number, max: number) => `${place}: ${morning}–${max} °C`,
  hemisphereLabel: "hemisphere",
  hemispheres: { north: "northern", south: "southern" },
  placeLabel: "place for the weather",
  placeHint: "a city name, or latitude, longitude (e.g. 48.85, 2.35). leave empty for no weather.",
  settingsTitle: "today's looks",
  settingsIntro: "the season comes from your hemisphere; a place adds the day's weather.",
  save: "save",
  saved: "saved",
} as const;
