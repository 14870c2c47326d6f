import "server-only";
import type { RequestLike } from "./request-origin";
import { readSession } from "./session";
import { getUserById, type PublicUser } from "./users";

/** The signed-in account of a request (null for guests and visitors) and any session cookie to renew or clear. */
export async function currentUser(req: RequestLike): Promise<{ user: PublicUser | null; setCookies: string[] }> {
  const session = await readSession(req);
  const user = session.user ? await getUserById(session.user.id) : null;
  return { user, setCookies: session.setCookies };
}
