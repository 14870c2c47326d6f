import { unlinkIdentity } from "@/lib/account/identities";
import { withOwner } from "@/lib/http/route";

/** DELETE /api/account/identities/{id} → 204; 404 when it is not linked to you; 409 when it is your last way to sign in. */
export const DELETE = withOwner<RouteContext<"/api/account/identities/[id]">>(async ({ owner, params }) => {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  await unlinkIdentity(owner, id);
  return new Response(null, { status: 204 });
});
