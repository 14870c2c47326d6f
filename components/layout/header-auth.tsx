"use client";

import { HeaderAccount, MenuAccount } from "@/components/auth/account-controls";

/**
 * The header's account area, in the bar (HeaderAuth) and in the mobile side menu (MenuAuth).
 * SPEC §2 states: signed in -> a user menu with the username and a logout item; guest -> only
 * 'sign in'; anonymous -> 'sign in' (above 500 px) and 'create account' (above 640 px).
 * The session logic lives with the accounts work in components/auth/account-controls.tsx.
 */
export function HeaderAuth() {
  return <HeaderAccount />;
}

/** The same choices as full-width buttons at the foot of the mobile side menu. */
export function MenuAuth({ className }: { className?: string }) {
  return <MenuAccount className={className} />;
}
