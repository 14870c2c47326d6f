"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, isNetworkError, readJson } from "@/lib/api-client";
import { TOAST, VALIDATION } from "@/lib/messages";
import type { WaitlistSignup } from "@/lib/waitlist/schema";
import { ArrowRight } from "lucide-react";
import { useId, useRef } from "react";

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
          onChange={(event) => setField("email", event.target.value)}
          className="h-12 flex-1 rounded-full border-transparent bg-transparent shadow-none hover:border-transparent focus-visible:border-accent/40"
        />
        <Button type="submit" variant="accent" size="lg" disabled={busy} className="sm:px-8">
          {busy ? "Joining..." : "Join Waitlist"}
          {!busy && <ArrowRight aria-hidden />}
        </Button>
      </div>
      <p className="mt-3 pl-4 text-xs text-muted-foreground">We only write to tell you we have launched. No spam.</p>
    </form>
  );
}
