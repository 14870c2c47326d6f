/**
 * What identifies an account export's data.json (issue #30): `format` and `version` come first in
 * the file. Version 1 is the shape lib/account/export-data.ts writes; archives made before the
 * version was written carry neither field and are read as version 1. A change that an older import
 * could not read bumps the version, and the import learns to read both. A new section (wears, trips,
 * plans) is not such a change: an older import leaves out what it does not know.
 */
export const EXPORT_FORMAT = "stylematch-export";
export const EXPORT_VERSION = 1;
