/**
 * Issue #41: /account's export, delete and guest-delete texts list what is really exported and
 * removed. The truth is read from the code and the database, not restated: the sections of a real
 * export's data.json, and every table the database deletes with a user or a guest (its foreign keys,
 * followed down). A new section or a new owned table fails here until the text names it.
 */
import { exportData } from "@/lib/account/export-data";
import { itemSelect } from "@/lib/closet/item-select";
import { ACCOUNT_TEXT } from "@/lib/messages/account";
import { beforeAll, describe, expect, it } from "vitest";
import { rawQuery } from "../support/db";
import { newGuest, ownerOf, useTestAuthSecret } from "../support/owners";

beforeAll(() => useTestAuthSecret());

/** data.json's own header, not the owner's data. */
const EXPORT_HEADER = ["format", "version", "exportedAt"];

/** Each data.json section, and the words the export text names it with. */
const EXPORT_WORDS: Record<string, string> = {
  account: "your account",
  closetItems: "your closet",
  inspirationImages: "inspiration",
  deletedInspirationImages: "images still in the trash",
  outfits: "outfits",
  wears: "your wear log",
  plans: "plans",
  trips: "trips",
  buyChecks: "checks before buying",
  settings: "settings",
  shares: "share links",
  aiResults: "saved AI answers",
  imports: "past imports",
};

/** Each table that goes with its owner, and the words the delete texts name it with. */
const DELETE_WORDS: Record<string, string> = {
  clothing_items: "your closet",
  deleted_clothing_items: "your closet", // the undo window's trash
  inspiration_images: "inspiration images",
  deleted_inspiration_images: "inspiration images",
  outfits: "outfits",
  outfit_items: "outfits",
  shares: "share links",
  wears: "your wear log",
  plans: "plans",
  wear_items: "your wear log",
  trips: "trips",
  buy_checks: "checks before buying",
  owner_settings: "settings",
  account_imports: "past imports",
  // A user's sign-in: reset links and their mails go with "your account".
  password_reset_tokens: "your account",
  mail_queue: "your account",
  auth_identities: "linked sign-in providers",
};

/** What lib/account/delete.ts removes itself rather than by cascade. */
const REMOVED_BESIDES = ["saved AI answers", "every stored photo"];

type ForeignKey = { child: string; parent: string; rule: string };

/** The tables deleted with a row of `root`: foreign keys ON DELETE CASCADE, followed down. */
async function cascadingFrom(root: string): Promise<string[]> {
  const keys = await rawQuery<ForeignKey>(
    `SELECT DISTINCT tc.table_name AS child, ccu.table_name AS parent, rc.delete_rule AS rule
       FROM information_schema.table_constraints tc
       JOIN information_schema.referential_constraints rc
         ON rc.constraint_name = tc.constraint_name AND rc.constraint_schema = tc.constraint_schema
       JOIN information_schema.constraint_column_usage ccu
         ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
  );
  const reached = new Set<string>([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const key of keys) {
      if (key.rule === "CASCADE" && reached.has(key.parent) && !reached.has(key.child)) {
        reached.add(key.child);
        grew = true;
      }
    }
  }
  reached.delete(root);
  return [...reached].sort();
}

describe("/account's texts say what is exported and removed", () => {
  it("the export text names every section of data.json, and the photos in the ZIP", async () => {
    const owner = await ownerOf(await newGuest());
    const { data } = await exportData(owner, new Date());
    const sections = Object.keys(data as object).filter((key) => !EXPORT_HEADER.includes(key));
    expect(
      sections.filter((key) => !(key in EXPORT_WORDS)),
      "data.json sections the export text does not name: add them to ACCOUNT_TEXT.exportIntro and here",
    ).toEqual([]);
    for (const key of sections) expect(ACCOUNT_TEXT.exportIntro, key).toContain(EXPORT_WORDS[key]);
    // The closet rows carry the cleanout choice and the photo before background removal.
    expect(Object.keys(itemSelect)).toEqual(expect.arrayContaining(["cleanout", "originalImageKey"]));
    expect(ACCOUNT_TEXT.exportIntro).toContain("cleanout choice");
    expect(ACCOUNT_TEXT.exportIntro).toContain("originals from before background removal");
    expect(ACCOUNT_TEXT.exportIntro).toContain("every share image");
  });

  it.each([
    ["users", "deleteIntro"],
    ["guests", "guestDeleteIntro"],
  ] as const)("the text of deleting %s names every table that goes with the owner", async (root, text) => {
    const tables = await cascadingFrom(root);
    expect(tables.length).toBeGreaterThan(5);
    expect(
      tables.filter((table) => !(table in DELETE_WORDS)),
      `tables deleted with ${root} that /account does not name: add them to ACCOUNT_TEXT.${text} and here`,
    ).toEqual([]);
    const intro = ACCOUNT_TEXT[text];
    for (const table of tables) {
      // A guest has no sign-in of its own: its text need not name "your account".
      if (root === "guests" && DELETE_WORDS[table] === "your account") continue;
      expect(intro, table).toContain(DELETE_WORDS[table]);
    }
    for (const words of REMOVED_BESIDES) expect(intro).toContain(words);
    expect(intro).toContain("cleanout choices");
  });
});
