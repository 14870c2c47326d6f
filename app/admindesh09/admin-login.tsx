"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError } from "@/lib/api-client";
import type { SiteMode } from "@/lib/constants";
import { TOAST } from "@/lib/messages/toasts";
import { LockKeyhole } from "lucide-react";
import { useId, useRef } from "react";
import { checkAdminPassword } from "./admin-api";

/** 401 is a wrong password; anything else (too many attempts, no connection) says what happened. */
function failureMessage(failure: Error): string {
  return failure instanceof ApiError && failure.status === 401
    ? TOAST.adminWrongPassword.title
    : describeError(failure);
}

export function AdminLogin({ onUnlock }: { onUnlock: (password: string, mode: SiteMode) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  // The 'Invalid admin password' toast of the last failed check, closed once a check succeeds.
  const failureToast = useRef<{ dismiss: () => void } | null>(null);
  const { values, errors, setField, handleSubmit, busy, failure } = useZodForm({
    loadSchema: () => import("@/lib/admin/schema").then((schemas) => schemas.adminCheckSchema),
    initial: { password: "" },
    // SPEC §5: no check is attempted without a password; the message under the field says why.
    onInvalid: () => inputRef.current?.focus(),
    submit: ({ password }) => checkAdminPassword(password),
    onSuccess: (mode, { password }) => {
      failureToast.current?.dismiss();
      onUnlock(password, mode);
    },
    onError: (error) => {
      failureToast.current = toast({ title: failureMessage(error), variant: "destructive" });
      inputRef.current?.select();
    },
  });
  // An empty submit's message, or the last check's failure until the next check starts.
  const error = errors.password ?? (failure ? failureMessage(failure) : null);

  return (
    <Card className="w-full max-w-md animate-page-fade">
      <CardHeader className="items-center p-8 pb-0 text-center">
        <span className="mb-3 grid size-12 place-items-center rounded-full bg-accent-soft text-accent-hover">
          <LockKeyhole aria-hidden className="size-5" />
        </span>
        <h1 className="font-display text-2xl leading-tight font-normal">Admin Access</h1>
        <CardDescription>Enter the admin password to manage the site mode.</CardDescription>
      </CardHeader>
      <CardContent className="p-8">
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Admin password</Label>
            <Input
              ref={inputRef}
              id={inputId}
              type="password"
              name="password"
              autoComplete="current-password"
              autoFocus
              value={values.password}
              onChange={(event) => setField("password", event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? "Authenticating..." : "Access Admin Panel"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
