/** What any response may say about an account (GET /api/user, login, register). Never the hash. */
export type PublicUser = { id: number; email: string; username: string };
