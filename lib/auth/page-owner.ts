import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { redirect } from "next/navigation";
import { getOwner } from "./current-owner";
import { authUrlFor } from "./redirect";

/**
 * The owner of a protected screen being rendered; a visitor goes to /auth and comes back to `path`.
 * The request gate turns visitors away first: this covers a session that ended a moment ago. (Apart
 * from lib/auth/current-owner.ts, which the request gate imports too, so it stays free of next/navigation.)
 */
export async function requirePageOwner(path: string): Promise<Owner> {
  const owner = await getOwner();
  if (!owner) redirect(authUrlFor(path));
  return owner;
}
