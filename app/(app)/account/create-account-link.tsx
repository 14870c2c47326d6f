"use client";

import { buttonVariants } from "@/components/ui/button";
import { requestRegisterForm } from "@/lib/auth/client-storage";
import { AUTH_PATH } from "@/lib/auth/redirect";
import { leaveGuestMode } from "@/lib/auth/session-store";
import { ACCOUNT_TEXT } from "@/lib/messages/account";
import Link from "next/link";

/**
 * A guest's 'create an account': /auth on the Register tab, as the header's 'create account' does
 * (SPEC §2's showRegisterForm flag). This tab leaves guest mode first, as 'sign in' does, or /auth
 * would see a guest and send them home; the guest cookie stays, so registering brings the closet along.
 */
export function CreateAccountLink() {
  return (
    <Link
      href={AUTH_PATH}
      onClick={() => {
        requestRegisterForm();
        leaveGuestMode();
      }}
      className={buttonVariants({ variant: "secondary", size: "sm" })}
    >
      {ACCOUNT_TEXT.createAccount}
    </Link>
  );
}
