// Types for db-schema-engine.mjs, so TypeScript tests can drive Prisma's schema engine.
import type { MigrationList, SchemaContainer, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm";

export function loadSchemaEngine(): Promise<typeof import("@prisma/schema-engine-wasm")>;
export function readMigrationsList(baseDir: string): Promise<MigrationList>;
export const noFilters: SchemaFilter;
export function openSchemaEngine(options?: { schemaPath?: string; url?: string; scripts?: string[] }): Promise<{
  engine: SchemaEngine;
  files: SchemaContainer[];
  logs: string[];
}>;
