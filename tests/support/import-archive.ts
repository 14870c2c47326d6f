/**
 * Restoring an export (issue #30) in tests: the import route called with a ZIP, ZIPs written by hand
 * (what archiver never would write: unsafe names, lying headers), and an owner's rows counted.
 */
import { POST as importRoute } from "@/app/api/account/import/route";
import type { ImportSummary } from "@/lib/account";
import type { Owner } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { crc32, deflateRawSync } from "node:zlib";
import { call, type CookieJar, type Message } from "./api";

export const importZip = (jar: CookieJar | null, zip: Uint8Array, name = "export.zip") => {
  const form = new FormData();
  form.set("archive", new File([new Uint8Array(zip)], name, { type: "application/zip" }));
  return call<ImportSummary & Message & { code: string }>(importRoute, {
    path: "/api/account/import",
    body: form,
    jar,
  });
};

export const whereOf = (owner: Owner) =>
  owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId };

/** Every row an owner has, counted per table, and the storage_deletions entries. */
export async function rowsOf(owner: Owner) {
  const db = await getDb();
  const where = whereOf(owner);
  return {
    closet: await db.clothingItem.count({ where }),
    inspiration: await db.inspirationImage.count({ where }),
    outfits: await db.outfit.count({ where }),
    wears: await db.wear.count({ where }),
    trips: await db.trip.count({ where }),
    plans: await db.plan.count({ where }),
    buyChecks: await db.buyCheck.count({ where }),
    settings: await db.ownerSetting.count({ where }),
    imports: await db.accountImport.count({ where }),
    pendingDeletions: await db.storageDeletion.count(),
  };
}

/** A ZIP written by hand, so tests can make what archiver never would: unsafe names, lying headers. */
export function rawZip(entries: { name: string; data: Buffer; deflate?: boolean; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const json = (value: unknown) => Buffer.from(JSON.stringify(value));
