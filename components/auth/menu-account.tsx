"use client";

import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/ui/cn";
import { LogOut, UserRound } from "lucide-react";
import { AccountLink, CreateAccountLink, SignInLink } from "./account-controls";
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
          <AccountLink className={buttonVariants({ variant: "secondary", size: "lg" })} />
          <Button variant="secondary" size="lg" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden /> logout
          </Button>
        </>
      ) : null}
      {status === "anonymous" ? (
        <CreateAccountLink className={buttonVariants({ variant: "primary", size: "lg" })} />
      ) : null}
      {status === "guest" ? <AccountLink className={buttonVariants({ variant: "secondary", size: "lg" })} /> : null}
      {status === "guest" || status === "anonymous" ? (
        <SignInLink status={status} className={buttonVariants({ variant: "secondary", size: "lg" })} />
      ) : null}
    </div>
  );
}
