// Values the integration projects hand to their test files (vitest `provide` / `inject`).
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Which database the integration run targets. */
    dbTarget: "pglite" | "postgres";
    /** pglite: a pristine PGlite data directory (initdb done, no tables) copied for each test file. */
    pgliteTemplate: string;
    /** postgres: server URL for creating and dropping the per-file databases. */
    postgresAdminUrl: string;
    /** postgres: prefix of this run's databases, so teardown drops exactly those. */
    postgresRunPrefix: string;
  }
}
