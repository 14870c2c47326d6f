"use client";

import { ArrowRight } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, isNetworkError, readJson } from "@/lib/api-client";
import { TOAST } from "@/lib/messages";
import { waitlistInputError } from "@/lib/waitlist/schema";

/**
 * The waitlist signup (SPEC §2/§5/§8). The shared schema checks the address first and nothing is
 * sent while it fails; the server checks again and answers {message} either way.
 */
export function WaitlistForm() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = waitlistInputError(email);
    if (problem) {
      setInvalid(true);
      toast({ title: problem, variant: "destructive" });
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/waitlist-signup", { email });
      const body = await readJson<{ message?: string }>(response);
      toast({ title: TOAST.waitlistSuccess.title, description: body?.message });
      setEmail("");
    } catch (error) {
      if (isNetworkError(error)) {
        toast({ ...TOAST.waitlistNetworkFailure, variant: "destructive" });
      } else {
        const description = error instanceof ApiError ? error.userMessage : TOAST.waitlistFailure.description;
        toast({ title: TOAST.waitlistFailure.title, description, variant: "destructive" });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-10 max-w-xl">
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
          value={email}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
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
