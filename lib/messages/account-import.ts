/** Restoring an export (issue #30): the account page's card and POST /api/account/import's messages. */
import { PLAN_LIMITS } from "@/lib/constants";

export const IMPORT_TEXT = {
  title: "restore from an export",
  intro:
    "add the closet items, inspiration images, outfits, wears, trips, plans and checks before buying of a ZIP made by 'download my data' (here or on another instance) to this account. photos are processed again; nothing you have now is changed.",
  chooseFile: "export ZIP",
  restore: "restore",
  uploading: (percent: number) => `uploading... ${percent}%`,
  processing: "restoring: processing the photos...",
  photosProgress: ({ done, total, waiting }: { done: number; total: number; waiting: boolean }) =>
    waiting
      ? `restoring: photo ${done + 1} of ${total} is waiting for a free slot (the server is busy)...`
      : `restoring: ${done} of ${total} photos processed...`,
  connectionLost:
    "The connection ended while the archive was being restored, so this page cannot tell how it went. Reload in a minute to see what was restored: restoring the same archive again never adds anything twice.",
  summaryTitle: "restored",
  summaryEmpty: "nothing new was restored.",
  counts: {
    closet: "closet items",
    inspiration: "inspiration images",
    outfits: "outfits",
    wears: "wears",
    trips: "trips",
    plans: "plans",
    buyChecks: "checks before buying",
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
  accountFull: (what: string, max: number) =>
    `With the archive's ${what}, this account would hold more than ${max}, the most an account may keep, so nothing was imported.`,
  packedDataJson:
    "data.json in the archive holds far more objects and lists than an export writes, so nothing was imported.",
  dataJsonTooLarge: (limit: string) =>
    `data.json in the archive is larger than ${limit}, more than an export of a full account holds, so nothing was imported.`,
  // A row of data.json that the API would refuse: `row` is rowName's, `field` its path ("" for the row).
  rows: {
    closetItems: "closet item",
    inspirationImages: "inspiration image",
    outfits: "outfit",
    wears: "wear",
    trips: "trip",
    plans: "plan",
    buyChecks: "check before buying",
    settings: "the settings",
  },
  rowName: (kind: string, id: number | null, position: number) =>
    id === null ? `${kind} #${position}` : `${kind} ${id}`,
  rowInvalid: (row: string, field: string, problem: string) =>
    `${row}${field ? ` (${field})` : ""} in the archive: ${problem}${/[.!?]$/.test(problem) ? "" : "."} Nothing was imported.`,
  tooManyRemovedTags: (max: number) => `An item remembers at most ${max} removed tags.`,
  tooManyDayPieces: (max: number) => `A day's outfit has at most ${max} pieces.`,
  notWebAddress: "A shop page's address must be an http or https link.",
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
  planEmpty: (date: string) => `a plan for ${date}: none of its pieces were restored.`,
  planDayFull: (date: string) =>
    `a plan for ${date}: that day already holds ${PLAN_LIMITS.perDay} plans, the most a day may have.`,
  settingsKept: "settings: this account has its own, so the archive's were not applied.",
  sharesLeft: (count: number) =>
    `${count} share link(s): a share link belongs to the instance that made it; share the outfit again here.`,
  identitiesLeft: (count: number) =>
    `${count} linked sign-in provider(s): they come back only to the account they were exported from, and a provider joins any other account only when you link it on your account page.`,
  trashLeft: (count: number) => `${count} deleted inspiration image(s): they were in the trash when exported.`,
} as const;
