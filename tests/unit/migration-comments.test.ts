import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Prisma's schema engine splits a migration script on every semicolon, comments included: a ";" in a
 * "--" comment makes the rest of the comment a statement and `prisma migrate deploy` fails (it did,
 * once). Every comment line of every migration is kept free of them.
 */
describe("migration scripts", () => {
  it("have no semicolon in a comment", () => {
    const root = path.join(process.cwd(), "prisma/migrations");
    const offending = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        readFileSync(path.join(root, entry.name, "migration.sql"), "utf8")
          .split("\n")
          .map((line, index) => ({ where: `${entry.name}/migration.sql:${index + 1}`, line }))
          .filter(({ line }) => /--.*;/.test(line)),
      )
      .map(({ where }) => where);
    expect(offending).toEqual([]);
  });
});
