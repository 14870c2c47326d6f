"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, isNetworkError, readJson } from "@/lib/api-client";
import { TOAST } from "@/lib/messages/toasts";
import { VALIDATION } from "@/lib/messages/validation";
import { WAITLIST_TEXT } from "@/lib/messages/waitlist";
import type { WaitlistSignup } from "@/lib/waitlist/schema";
import { ArrowRight, Check } from "lucide-react";
import Link from "next/link";
import { type Ref, useEffect, useId, useRef, useState } from "react";

async function signUp(input: WaitlistSignup): Promise<{ message?: string } | null> {
  return readJson<{ message?: string }>(await apiRequest("POST", "/api/waitlist-signup", input));
}

/**
 * The waitlist signup (SPEC §2/§5/§8). The shared schema checks the address first and nothing is
 * sent while it fails; the server checks again and answers {message} either way.
 */
export function WaitlistForm() {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const noteId = useId();
  // After a signup the form gives way to "you're on the list" (the toast still shows), with the server's message.
  const [joined, setJoined] = useState<{ message: string } | null>(null);
  const joinedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (joined) joinedRef.current?.focus();
  }, [joined]);
  const { values, errors, setField, reset, handleSubmit, busy } = useZodForm({
    loadSchema: () => import("@/lib/waitlist/schema").then((schemas) => schemas.waitlistSignupSchema),
    initial: { email: "" },
    // The problem is told in a toast, so the field's mark goes as soon as the address is edited.
    onEdit: "clear",
    onInvalid: (problems) => {
      toast({ title: problems.email ?? VALIDATION.invalidEmail, variant: "destructive" });
      inputRef.current?.focus();
    },
    submit: signUp,
    onSuccess: (body) => {
      toast({ title: TOAST.waitlistSuccess.title, description: body?.message });
      setJoined({ message: body?.message ?? "" });
      reset();
    },
    onError: (error) => {
      if (isNetworkError(error)) {
        toast({ ...TOAST.waitlistNetworkFailure, variant: "destructive" });
      } else {
        const description = error instanceof ApiError ? error.userMessage : TOAST.waitlistFailure.description;
        toast({ title: TOAST.waitlistFailure.title, description, variant: "destructive" });
      }
    },
  });

  if (joined) return <WaitlistJoined ref={joinedRef} message={joined.message} onAnother={() => setJoined(null)} />;

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-10 max-w-xl">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-3 rounded-[1.75rem] border border-border bg-surface/90 p-2 shadow-lifted backdrop-blur sm:flex-row sm:rounded-full">
        <Input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={noteId}
          onChange={(event) => setField("email", event.target.value)}
          className="h-12 flex-1 rounded-full border-transparent bg-transparent shadow-none hover:border-transparent focus-visible:border-accent/40"
        />
        <Button type="submit" variant="accent" size="lg" disabled={busy} className="sm:px-8">
          {busy ? "Joining..." : "Join Waitlist"}
          {!busy && <ArrowRight aria-hidden />}
        </Button>
      </div>
      <p id={noteId} className="mt-3 pl-4 text-xs text-muted-foreground">
        We only write to tell you we have launched. No spam. Read our{" "}
        <Link href="/privacy" className="font-medium text-foreground underline underline-offset-4">
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}

/**
 * What replaces the form after a signup: "you're on the list", the server's message, and a way to
 * add another address.
 */
function WaitlistJoined({
  ref,
  message,
  onAnother,
}: {
  ref: Ref<HTMLDivElement>;
  message: string;
  onAnother: () => void;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="waitlist-joined"
      className="mt-10 flex max-w-xl items-start gap-4 rounded-[1.75rem] border border-border bg-surface/90 p-5 shadow-lifted focus:outline-none"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-hover">
        <Check aria-hidden className="size-5" />
      </span>
      <div className="grid gap-1">
        <h2 className="font-display text-xl leading-tight font-normal">{WAITLIST_TEXT.joinedTitle}</h2>
        {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
        <button
          type="button"
          onClick={onAnother}
          className="justify-self-start text-sm font-medium underline decoration-border underline-offset-4 hover:decoration-foreground"
        >
          {WAITLIST_TEXT.another}
        </button>
      </div>
    </div>
  );
}
