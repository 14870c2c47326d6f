"use client";

import { useMutation, useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, describeError, readJson } from "@/lib/api-client";
import { clearGuestFlags, setGuestFlag } from "@/lib/auth/client-storage";
import { sessionChanged } from "@/lib/auth/session-actions";
import type { LoginInput, RegisterRequest } from "@/lib/auth/schemas";
import type { PublicUser } from "@/lib/auth/types";
import { GUEST_STATUS_QUERY_KEY } from "@/lib/auth/use-session";
import { AUTH_MESSAGES, TOAST } from "@/lib/messages";
import { CURRENT_USER_QUERY_KEY } from "@/lib/query-client";
import type { FormSubmission } from "@/components/forms/use-zod-form";
import { toast } from "@/components/ui/use-toast";

async function post<T>(url: string, body?: unknown): Promise<T> {
  return (await readJson<T>(await apiRequest("POST", url, body))) as T;
}

/** The server's own `{message}` (e.g. "That username is taken."), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // not JSON
  }
  return undefined;
}

const isSessionQuery = (query: Query) => {
  const first = query.queryKey[0];
  return first === CURRENT_USER_QUERY_KEY[0] || first === GUEST_STATUS_QUERY_KEY[0];
};

/**
 * Someone else's data must never flash on screen after the owner changes, so cached data goes
 * (rather than being refetched in the background while still shown) and screens load afresh.
 */
async function switchOwner(queryClient: QueryClient, user: PublicUser | null, guest: boolean): Promise<void> {
  // First the page router's cache (see sessionChanged): screens react to the new session at once
  // by navigating, and those navigations must not be answered from the previous visitor's cache.
  await sessionChanged().catch(() => undefined);
  if (guest) setGuestFlag();
  else clearGuestFlags();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  queryClient.setQueryData(GUEST_STATUS_QUERY_KEY, { guest });
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
}

/** Signing in, for the login form's useZodForm: on success the toast and the new owner's session. */
export function useLoginSubmission(): FormSubmission<LoginInput, PublicUser> {
  const queryClient = useQueryClient();
  return {
    submit: async (input) => {
      const user = await post<PublicUser>("/api/login", input);
      toast(TOAST.loginSuccess);
      await switchOwner(queryClient, user, false);
      return user;
    },
    onError: (error) => toast({ ...TOAST.loginFailure, description: serverMessage(error) ?? TOAST.loginFailure.description, variant: "destructive" }),
  };
}

/** Registering, for the register form's useZodForm: as signing in, with its own toasts. */
export function useRegisterSubmission(): FormSubmission<RegisterRequest, PublicUser> {
  const queryClient = useQueryClient();
  return {
    // confirmPassword stays in the form: only these three fields are sent (SPEC §3).
    submit: async ({ email, username, password }) => {
      const user = await post<PublicUser>("/api/register", { email, username, password });
      toast(TOAST.registerSuccess);
      await switchOwner(queryClient, user, false);
      return user;
    },
    onError: (error) =>
      toast({ ...TOAST.registerFailure, description: serverMessage(error) ?? TOAST.registerFailure.description, variant: "destructive" }),
  };
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<unknown>("/api/logout"),
    onSuccess: () => switchOwner(queryClient, null, false),
    onError: (error) => toast({ ...TOAST.logoutFailure, description: describeError(error), variant: "destructive" }),
  });
}

export function useContinueAsGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ guest: true }>("/api/guest"),
    onSuccess: () => switchOwner(queryClient, null, true),
    onError: (error) => toast({ title: AUTH_MESSAGES.guestFailure, description: describeError(error), variant: "destructive" }),
  });
}
