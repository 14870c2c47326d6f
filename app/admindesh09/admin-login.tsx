"use client";

import { LockKeyhole } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError } from "@/lib/api-client";
import type { SiteMode } from "@/lib/constants";
import { TOAST } from "@/lib/messages";
import { checkAdminPassword } from "./admin-api";

export function AdminLogin({ onUnlock }: { onUnlock: (password: string, mode: SiteMode) => void }) {
  const [password, setPassword] = useState("");
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // SPEC §5: no check is attempted without a password.
    if (!password || checking) {
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    setError(null);
    try {
      onUnlock(password, await checkAdminPassword(password));
    } catch (failure) {
      // 401 is a wrong password; anything else (too many attempts, no connection) says what happened.
      const message = failure instanceof ApiError && failure.status === 401 ? TOAST.adminWrongPassword.title : describeError(failure);
      setError(message);
      toast({ title: message, variant: "destructive" });
      setChecking(false);
      inputRef.current?.select();
    }
  }

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
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Admin password</Label>
            <Input
              ref={inputRef}
              id={inputId}
              type="password"
              name="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" disabled={checking} className="w-full">
            {checking ? "Authenticating..." : "Access Admin Panel"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
