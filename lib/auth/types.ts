/** What any response may say about an account (GET /api/user, login, register). Never the hash. */
export type PublicUser = { id: number; email: string; username: string };

/** The parts of a request that auth needs; a Request (or NextRequest) satisfies it. */
export type RequestLike = { url: string; headers: Headers };

/**
 * Who the server saw when it rendered this page (the root layout reads the cookies with
 * getCurrentSession). It seeds the browser's session store (components/auth/session.tsx), so a
 * server-rendered screen shows its content at once, and a visit asks GET /api/user only when the
 * session is due for a refresh.
 */
export type ServerSession = { user: PublicUser | null; guest: boolean };
