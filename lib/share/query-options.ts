/**
 * The shares' React Query options: key (also the URL, SPEC §9), fetcher and data type, in one place
 * for the screens that read them. No hooks, no zod, no server code: server and client both import it.
 */
import { getQueryFn } from "@/lib/api-client/query-client";
import { queryOptions } from "@tanstack/react-query";
import { SHARES_KEY, type ShareView } from "./contract";

export const shareQueries = {
  /** The owner's share links, newest first. */
  list: () => queryOptions({ queryKey: [SHARES_KEY] as const, queryFn: getQueryFn<ShareView[]>({ on401: "throw" }) }),
};
