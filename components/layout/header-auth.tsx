"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { STORAGE_KEYS } from "@/lib/constants";
import { cn } from "@/lib/utils";

/**
 * The header's account area, in the bar (HeaderAuth) and in the mobile side menu (MenuAuth).
 * SPEC §2 states: signed in -> a user menu with the username and a logout item; guest -> only
 * 'sign in'; anonymous -> 'sign in' (above 500 px) and 'create account' (above 640 px).
 * Only the anonymous state exists so far: the accounts work adds the session here by giving
 * `useAuthView` the real answer and rendering the other two states.
 */
type AuthView = { kind: "anonymous" };

function useAuthView(): AuthView {
  return { kind: "anonymous" };
}

const AUTH_PATH = "/auth";

/** Marks the next /auth visit to open on the Register tab (the auth page clears the flag). */
function requestRegisterForm() {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      storage().setItem(STORAGE_KEYS.showRegisterForm, "true");
    } catch {
      // Storage can be blocked (private modes); the auth page then opens on Login, which is fine.
    }
  }
}

export function HeaderAuth() {
  const view = useAuthView();
  return (
    <div data-auth-state={view.kind} className="flex items-center gap-2">
      <Link href={AUTH_PATH} className={buttonVariants({ variant: "ghost", size: "sm", className: "hidden min-[501px]:inline-flex" })}>
        sign in
      </Link>
      <Link
        href={AUTH_PATH}
        onClick={requestRegisterForm}
        className={buttonVariants({ variant: "primary", size: "sm", className: "hidden min-[641px]:inline-flex" })}
      >
        create account
      </Link>
    </div>
  );
}

/** The same choices as full-width buttons at the foot of the mobile side menu. */
export function MenuAuth({ className }: { className?: string }) {
  const view = useAuthView();
  return (
    <div data-auth-state={view.kind} className={cn("grid gap-3", className)}>
      <Link href={AUTH_PATH} onClick={requestRegisterForm} className={buttonVariants({ variant: "primary", size: "lg" })}>
        create account
      </Link>
      <Link href={AUTH_PATH} className={buttonVariants({ variant: "secondary", size: "lg" })}>
        sign in
      </Link>
    </div>
  );
}
