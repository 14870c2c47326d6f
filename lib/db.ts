import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * The one Prisma client of the process, on globalThis (the request gate runs with its own module
 * copies). Async because in embedded mode PGlite has to start, and pending migrations run, before the
 * first query. CONTRACT ONLY: implemented by the database work (see lib/db/).
 */
export declare function getDb(): Promise<PrismaClient>;
