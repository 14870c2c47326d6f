import { buttonVariants } from "@/components/ui/button-variants";
import { ChevronDown, UserRound } from "lucide-react";

/**
 * The user menu's trigger, shared by the look-alike the header renders at first (./account-controls.tsx)
 * and the real trigger of the menu loaded on demand (./user-menu.tsx). Its own module, so the menu
 * does not import the header back and both stay one-way.
 */
export function userMenuTriggerFace(username: string) {
  return {
    "aria-label": `account menu for ${username}`,
    className: buttonVariants({ variant: "secondary", size: "sm", className: "max-w-32 gap-1.5 pl-2.5 lg:max-w-48" }),
  };
}

export function UserMenuTriggerContent({ username }: { username: string }) {
  return (
    <>
      <UserRound aria-hidden />
      <span className="truncate" data-testid="header-username">
        {username}
      </span>
      <ChevronDown aria-hidden className="text-muted-foreground" />
    </>
  );
}
