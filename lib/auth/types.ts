/** What any response may say about an account (GET /api/user, login, register). Never the hash. */
export type PublicUser = { id: number; email: string; username: string };

/**
 * Who the server saw when it rendered this page (the root layout reads the cookies with getOwner).
 * It seeds the current-user query and the guest flag, so a server-rendered screen shows its
 * content at once, and a visit asks GET /api/user only when the session is due for a refresh.
 */
/** The parts of a request that auth needs; a Request (or NextRequest) satisfies it. */
export type RequestLike = { url: string; headers: Headers };

export type ServerSession = { user: PublicUser | null; guest: boolean };
