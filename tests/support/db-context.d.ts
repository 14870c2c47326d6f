// Values the integration projects hand to their test files (vitest `provide` / `inject`).
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Which database the integration run targets. */
    dbTarget: "pglite" | "postgres";
    /** A pristine PGlite data directory (initdb done, no tables), for the tests of start-up and migrations. */
    pgliteTemplate: string;
    /** pglite: the pristine directory with every migration applied, copied for each test file. */
    pgliteMigratedTemplate: string;
    /** postgres: server URL for creating and dropping the per-file databases. */
    postgresAdminUrl: string;
    /** postgres: prefix of this run's databases, so teardown drops exactly those. */
    postgresRunPrefix: string;
    /** postgres: this run's database with every migration applied, the template of each file's database. */
    postgresMigratedTemplate: string;
  }
}
