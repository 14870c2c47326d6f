"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { requestRegisterForm } from "@/lib/auth/client-storage";
import { ACCOUNT_PATH, AUTH_PATH } from "@/lib/auth/redirect";
import { leaveGuestMode, type SessionStatus } from "@/lib/auth/session-store";
import { Settings } from "lucide-react";
import Link from "next/link";
import { useSession } from "./session";
import { UserMenuTriggerContent, userMenuTriggerFace } from "./user-menu-trigger";

/**
 * The header's account area (SPEC §2): signed in → a user menu with the username, 'account'
 * (/account) and logout; guest → 'account' (the guest variant of /account: export or delete the
 * guest's data) and 'sign in', which leaves guest mode; anonymous → 'sign in' (above 500 px) and
 * 'create account' (above 640 px, opening /auth on the Register tab). Nothing while loading, so a
 * signed-in visitor never sees the sign-in buttons flash. The mobile side menu's version, with
 * logout, loads with the menu (./menu-account.tsx).
 */
export function HeaderAccount() {
  const { status, user } = useSession();
  return (
    <div data-auth-state={status} className="flex min-h-9 items-center gap-2">
      {status === "user" && user ? <UserMenu username={user.username} /> : null}
      {status === "guest" ? (
        // Icon only between 768 and 1024 px, where the bar also holds six links; the name stays.
        <AccountLink className={buttonVariants({ variant: "ghost", size: "sm" })} labelClassName="md:max-lg:sr-only" />
      ) : null}
      {status === "guest" || status === "anonymous" ? (
        <SignInLink
          status={status}
          className={buttonVariants({ variant: "ghost", size: "sm", className: "hidden min-[501px]:inline-flex" })}
        />
      ) : null}
      {status === "anonymous" ? (
        <CreateAccountLink
          className={buttonVariants({ variant: "primary", size: "sm", className: "hidden min-[641px]:inline-flex" })}
        />
      ) : null}
    </div>
  );
}

/** The header's links, shared with the mobile menu's account block (./menu-account.tsx), which sizes them its own way. */
export function AccountLink({ className, labelClassName }: { className: string; labelClassName?: string }) {
  return (
    <Link href={ACCOUNT_PATH} className={className}>
      <Settings aria-hidden /> <span className={labelClassName}>account</span>
    </Link>
  );
}

export function CreateAccountLink({ className }: { className: string }) {
  return (
    <Link href={AUTH_PATH} onClick={requestRegisterForm} className={className}>
      create account
    </Link>
  );
}

export function SignInLink({ status, className }: { status: SessionStatus; className: string }) {
  // A guest choosing 'sign in' leaves guest mode first (SPEC §2); their guest cookie stays, so
  // registering next still brings their closet along.
  const onClick = status === "guest" ? leaveGuestMode : undefined;
  return (
    <Link href={AUTH_PATH} onClick={onClick} className={className}>
      sign in
    </Link>
  );
}

const loadUserMenu = () => import("./user-menu");

/** The signed-in user's menu; its Radix code loads on demand (./user-menu.tsx). */
function UserMenu({ username }: { username: string }) {
  const { intent, arrival } = useOnDemand(loadUserMenu);
  if (arrival) {
    const Menu = arrival.module.default;
    return <Menu username={username} defaultOpen={arrival.defaultOpen} autoFocus={arrival.autoFocus} />;
  }
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} {...userMenuTriggerFace(username)} {...intent}>
      <UserMenuTriggerContent username={username} />
    </button>
  );
}
