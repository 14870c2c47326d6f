import "server-only";

import { type Owner, ownerKey } from "@/lib/auth/owner";
import type { Limit } from "@/lib/rate-limit";

/**
 * The account domain (issue #16): the account page's summary, changing the password, exporting
 * everything and deleting everything. Every function takes the owner explicitly; every query is
 * scoped by that owner.
 */
export { deleteAccount, removeOwner } from "./delete";
export { type AccountExport, exportAccount } from "./export";
export { ownedFileKeys } from "./files";
export { importAccount, type ImportProgress, type ImportSummary } from "./import";
export { IMPORT_FIELD, receiveArchive } from "./import-upload";
export { changePassword } from "./password";
export { accountSummary } from "./summary";

/** A user's wrong passwords here slow them down at login too (lib/auth/account.ts). */
export { PASSWORD_CHECK_LIMITS } from "@/lib/auth/account";

/** Exports are heavy (every stored photo): a few an hour per owner is plenty for a person. */
export const EXPORT_LIMITS: readonly Limit<{ owner: Owner }>[] = [
  {
    counts: "attempts",
    bucket: "account:export",
    limit: 10,
    windowSeconds: 60 * 60,
    key: ({ owner }) => ownerKey(owner),
  },
];

/** Restoring an export reads and re-processes every photo in it: a few an hour per owner is plenty. */
export const IMPORT_LIMITS: readonly Limit<{ owner: Owner }>[] = [
  {
    counts: "attempts",
    bucket: "account:import",
    limit: 10,
    windowSeconds: 60 * 60,
    key: ({ owner }) => ownerKey(owner),
  },
];
