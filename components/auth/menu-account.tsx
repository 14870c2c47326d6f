"use client";

import { Button, buttonVariants } from "@/components/ui/button";
import { requestRegisterForm } from "@/lib/auth/client-storage";
import { ACCOUNT_PATH, AUTH_PATH } from "@/lib/auth/redirect";
import { cn } from "@/lib/utils";
import { LogOut, Settings, UserRound } from "lucide-react";
import Link from "next/link";
import { SignInLink } from "./account-controls";
import { useSession } from "./session";
import { useLogout } from "./use-logout";

/**
 * The header's account choices (./account-controls.tsx), full width, at the foot of the mobile side
 * menu. Its own module: it loads with the menu (components/layout/mobile-menu-sheet.tsx), and logout
 * with it, not with every page.
 */
export function MenuAccount({ className }: { className?: string }) {
  const { status, user } = useSession();
  const logout = useLogout();
  return (
    <div data-auth-state={status} className={cn("grid gap-3", className)}>
      {status === "user" && user ? (
        <>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <UserRound aria-hidden className="size-4" /> signed in as{" "}
            <span className="font-medium text-foreground">{user.username}</span>
          </p>
          <Link href={ACCOUNT_PATH} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            <Settings aria-hidden /> account
          </Link>
          <Button variant="secondary" size="lg" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden /> logout
          </Button>
        </>
      ) : null}
      {status === "anonymous" ? (
        <Link
          href={AUTH_PATH}
          onClick={requestRegisterForm}
          className={buttonVariants({ variant: "primary", size: "lg" })}
        >
          create account
        </Link>
      ) : null}
      {status === "guest" ? (
        <Link href={ACCOUNT_PATH} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {/* Icon only between 768 and 1024 px, where the bar also holds six links; the name stays. */}
          <Settings aria-hidden /> <span className="md:max-lg:sr-only">account</span>
        </Link>
      ) : null}
      {status === "guest" || status === "anonymous" ? (
        <SignInLink status={status} className={buttonVariants({ variant: "secondary", size: "lg" })} />
      ) : null}
    </div>
  );
}
