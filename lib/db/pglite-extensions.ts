import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Extensions every embedded database opens with. The migrations create pg_trgm (the closet search's
 * trigram index), and PGlite can only run an extension it was opened with, so each place that opens
 * a PGlite data directory (the app, the tests, the migration script) passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
