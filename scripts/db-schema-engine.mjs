// Dev-time access to Prisma's own schema engine (the WASM build, since the native binary cannot be
// downloaded here). Used to generate migrations and to check that `prisma migrate deploy` agrees
// with what the app's runner recorded. Never loaded by the app itself.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(path.join(process.cwd(), "package.json"));
const load = (specifier) => import(pathToFileURL(require.resolve(specifier)).href);

let bindingsPromise;

/** Instantiates @prisma/schema-engine-wasm (once) without --experimental-wasm-modules. */
export function loadSchemaEngine() {
  bindingsPromise ??= instantiate();
  return bindingsPromise;
}

async function instantiate() {
  // The engine reports a Rust panic's message here before throwing a bare "unreachable".
  globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
    message: "",
    set_message(message) {
      this.message = message;
      console.error(`Schema engine panic: ${message}`);
    },
  };
  const bindingsPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bindings = await import(pathToFileURL(bindingsPath).href);
  const wasmBytes = await readFile(path.join(path.dirname(bindingsPath), "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(wasmBytes, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return bindings;
}

/**
 * The engine reads catalog columns of Postgres' internal types ("char", pg_node_tree...), which
 * @prisma/adapter-pg 7.10 rejects as unsupported. Report "char" as the Character column type the
 * engine expects and the others as text. Dev tooling only: the app never loads this module.
 */
const CHAR_OID = 18;
const TEXT_OID = 25;
const CHARACTER_COLUMN = 6; // ColumnTypeEnum.Character in @prisma/driver-adapter-utils
const CATALOG_TEXT_OIDS = new Set([22, 24, 30, 194, 2205, 2206]);

function patchQueryable(queryable) {
  const performIO = queryable.performIO.bind(queryable);
  queryable.performIO = async (query) => {
    const result = await performIO(query);
    const charColumns = [];
    result.fields.forEach((field, index) => {
      if (field.dataTypeID === CHAR_OID) charColumns.push(index);
      if (field.dataTypeID === CHAR_OID || CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
    });
    Object.defineProperty(result.rows, "charColumns", { value: charColumns });
    return result;
  };
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const index of result.rows.charColumns ?? []) result.columnTypes[index] = CHARACTER_COLUMN;
    return result;
  };
  if (typeof queryable.startTransaction === "function") {
    const startTransaction = queryable.startTransaction.bind(queryable);
    queryable.startTransaction = async (...args) => patchQueryable(await startTransaction(...args));
  }
  return queryable;
}

async function connectPostgres(url) {
  const { PrismaPg } = await load("@prisma/adapter-pg");
  return patchQueryable(await new PrismaPg({ connectionString: url, max: 1 }).connect());
}

/**
 * A fresh in-memory PGlite behind a loopback socket, reached through @prisma/adapter-pg, with the
 * given SQL scripts already run (the existing migrations, when it stands in for the database they
 * would produce).
 */
async function connectEphemeralPglite(scripts = []) {
  const { PGlite } = await load("@electric-sql/pglite");
  const { PGLiteSocketServer } = await load("@electric-sql/pglite-socket");
  const { pg_trgm } = await load("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create({ extensions: { pg_trgm } }); // as lib/db/pglite-extensions.ts
  for (const script of scripts) await db.exec(script);
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0 });
  await server.start();
  const [host, port] = server.getServerConn().split(":");
  const adapter = await connectPostgres(`postgres://postgres@${host}:${port}/postgres`);
  const dispose = adapter.dispose.bind(adapter);
  adapter.dispose = async () => {
    await dispose();
    await server.stop();
    await db.close();
  };
  return adapter;
}

/**
 * Adapter factory for the engine: the main database is the Postgres at `url`, or else a throwaway
 * in-memory PGlite on which `scripts` were run. The WASM engine wants shadow databases from this
 * factory too; they are throwaway PGlites.
 */
export async function adapterFactory(url, scripts = []) {
  const { bindMigrationAwareSqlAdapterFactory } = await load("@prisma/driver-adapter-utils");
  return bindMigrationAwareSqlAdapterFactory({
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => (url ? connectPostgres(url) : connectEphemeralPglite(scripts)),
    connectToShadowDb: () => connectEphemeralPglite(),
  });
}

/** The migrations folder in the shape the engine expects (what the Prisma CLI builds). */
export async function readMigrationsList(baseDir) {
  const lockfile = {
    path: "migration_lock.toml",
    content: await readFile(path.join(baseDir, "migration_lock.toml"), "utf8").catch(() => null),
  };
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories = [];
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const content = await readFile(path.join(baseDir, entry.name, "migration.sql"), "utf8")
      .then((value) => ({ tag: "ok", value }))
      .catch((error) => ({ tag: "error", value: error.message }));
    migrationDirectories.push({ path: entry.name, migrationFile: { path: "migration.sql", content } });
  }
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));
  return { baseDir, lockfile, migrationDirectories, shadowDbInitScript: "" };
}

export const noFilters = { externalTables: [], externalEnums: [] };

/** An engine for the schema file, talking to `url` (or an in-memory PGlite running `scripts`). */
export async function openSchemaEngine({ schemaPath = "prisma/schema.prisma", url, scripts = [] } = {}) {
  const { SchemaEngine } = await loadSchemaEngine();
  const schema = await readFile(schemaPath, "utf8");
  const files = [{ path: schemaPath, content: schema }];
  const logs = [];
  const engine = await SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    (line) => logs.push(line),
    await adapterFactory(url, scripts),
  );
  return { engine, files, logs };
}
