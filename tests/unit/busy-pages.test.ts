import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every page.tsx under app/. */
function pages(folder = "app"): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

describe("pages and a busy database (issue #40)", () => {
  it("every page that renders on the server with data goes through busyAware, so a busy database shows the busy page, not a 500", () => {
    const unwrapped = pages()
      .filter((file) => !file.startsWith(path.join("app", "unavailable")))
      .filter((file) => {
        const source = readFileSync(file, "utf8");
        const readsOnServer = /^(export default )?async function \w+Page\b/m.test(source);
        return readsOnServer && !/^export default busyAware\(\w+\);$/m.test(source);
      });
    expect(unwrapped).toEqual([]);
  });

  it("and so does every generateMetadata", () => {
    const unwrapped = pages().filter((file) => {
      const source = readFileSync(file, "utf8");
      return /export async function generateMetadata/.test(source) && !file.startsWith(path.join("app", "unavailable"));
    });
    expect(unwrapped).toEqual([]);
  });
});
