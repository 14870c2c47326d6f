"use client";

import type { FormSubmission } from "@/components/forms/use-zod-form";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError, sendJson } from "@/lib/api-client";
import type { LoginInput, RegisterRequest } from "@/lib/auth/schemas";
import type { PublicUser } from "@/lib/auth/types";
import { AUTH_MESSAGES, TOAST } from "@/lib/messages";
import { useMutation } from "@tanstack/react-query";
import { switchOwner } from "./switch-owner";

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
      const user = await sendJson<PublicUser>("POST", "/api/register", { email, username, password });
      toast(TOAST.registerSuccess);
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

export function useContinueAsGuest() {
  return useMutation({
    mutationFn: () => sendJson<{ guest: true }>("POST", "/api/guest"),
    onSuccess: () => switchOwner(null, true),
    onError: (error) =>
      toast({ title: AUTH_MESSAGES.guestFailure, description: describeError(error), variant: "destructive" }),
  });
}
