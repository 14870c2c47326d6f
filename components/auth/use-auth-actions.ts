"use client";

import { useSubmission } from "@/components/forms/use-submission";
import type { FormSubmission } from "@/components/forms/use-zod-form";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError, sendJson } from "@/lib/api-client";
import type { LoginInput, RegisterRequest } from "@/lib/auth/schemas";
import { switchOwner } from "@/lib/auth/session-store";
import type { PublicUser } from "@/lib/auth/types";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { registerWelcomeToast, TOAST } from "@/lib/messages/toasts";
import { useRef } from "react";

/** The server's own `{message}` (e.g. "That username is taken."), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (
      parsed &&
      typeof parsed === "object" &&
      "message" in parsed &&
      typeof parsed.message === "string" &&
      parsed.message
    )
      return parsed.message;
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * A wrong e-mail-or-username or password (401 invalid_credentials): told under the password field
 * too, where the person will type again (issue #26), not only in the toast.
 */
export function loginFieldError(error: Error): { field: "password"; message: string } | null {
  return error instanceof ApiError && error.code === "invalid_credentials"
    ? { field: "password", message: error.userMessage }
    : null;
}

/** Signing in, for the login form's useZodForm: on success the toast and the new owner's session. */
export function useLoginSubmission(): FormSubmission<LoginInput, PublicUser> {
  return {
    submit: async (input) => {
      const user = await sendJson<PublicUser>("POST", "/api/login", input);
      toast(TOAST.loginSuccess);
      await switchOwner(user, false);
      return user;
    },
    onError: (error) =>
      toast({
        ...TOAST.loginFailure,
        description: serverMessage(error) ?? TOAST.loginFailure.description,
        variant: "destructive",
      }),
  };
}

/** Registering, for the register form's useZodForm: as signing in, with its own toasts. */
export function useRegisterSubmission(): FormSubmission<RegisterRequest, PublicUser> {
  return {
    // confirmPassword stays in the form: only these three fields are sent (SPEC §3).
    submit: async ({ email, username, password }) => {
      const { movedClosetItems, ...user } = await sendJson<PublicUser & { movedClosetItems?: number }>(
        "POST",
        "/api/register",
        { email, username, password },
      );
      // A guest who registers keeps their closet: the toast says so (nothing about items when there were none).
      toast(registerWelcomeToast(movedClosetItems ?? 0));
      await switchOwner(user, false);
      return user;
    },
    onError: (error) =>
      toast({
        ...TOAST.registerFailure,
        description: serverMessage(error) ?? TOAST.registerFailure.description,
        variant: "destructive",
      }),
  };
}

/**
 * 'continue as guest'. `start` sends at most one request at a time: `busy` (which disables the
 * button) reaches React a tick after the click, and a double click in that gap would otherwise
 * create two guests, the second replacing the first's cookie.
 */
export function useContinueAsGuest(onStarted: () => void) {
  const inFlight = useRef(false);
  const submission = useSubmission<void, { guest: true }>({
    submit: () => sendJson<{ guest: true }>("POST", "/api/guest"),
    onSuccess: async () => {
      await switchOwner(null, true);
      onStarted();
    },
    onError: (error) =>
      toast({ title: AUTH_MESSAGES.guestFailure, description: describeError(error), variant: "destructive" }),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const start = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    void submission.send();
  };
  return { start, isPending: submission.busy };
}
