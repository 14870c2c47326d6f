/**
 * For in-process bench sections (run in the react-server child, see ./server-only-child.ts): a fresh
 * guest made through POST /api/guest, as a browser would, with the cookie header its session sends
 * and the owner the server reads from it.
 */
export async function benchGuest(base: string, address: string) {
  const { getOwner } = await import("@/lib/auth/current-owner");
  const { POST: postGuest } = await import("@/app/api/guest/route");
  const guest = await postGuest(
    new Request(`${base}/api/guest`, { method: "POST", headers: { "x-forwarded-for": address } }),
  );
  const cookie = guest.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const owner = await getOwner(new Request(`${base}/api/user`, { headers: { cookie } }));
  if (owner?.kind !== "guest") throw new Error(`no guest session (status ${guest.status})`);
  return { cookie, owner };
}
