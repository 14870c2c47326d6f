"use client";

import { WARDROBE_LINKS } from "@/components/layout/nav-links";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OnDemandProps } from "@/components/ui/use-on-demand";
import { ACCOUNT_PATH } from "@/lib/auth/redirect";
import { CalendarDays, ChartColumn, LogOut, type LucideIcon, Settings, ShoppingBag } from "lucide-react";
import Link from "next/link";
import { useLogout } from "./use-logout";
import { UserMenuTriggerContent, userMenuTriggerFace } from "./user-menu-trigger";

const WARDROBE_ICONS: Record<string, LucideIcon> = {
  "/calendar": CalendarDays,
  "/insights": ChartColumn,
  "/buy": ShoppingBag,
};

/** The signed-in user's header menu: their name, 'account' and 'logout'. Loaded on demand (./account-controls.tsx); its trigger looks like the look-alike (./user-menu-trigger.tsx). */
export default function UserMenu({ username, defaultOpen, autoFocus }: { username: string } & OnDemandProps) {
  const logout = useLogout();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger autoFocus={autoFocus} {...userMenuTriggerFace(username)}>
        <UserMenuTriggerContent username={username} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="truncate text-muted-foreground">{username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {WARDROBE_LINKS.slice(1).map((link) => {
          const Icon = WARDROBE_ICONS[link.href] ?? ChartColumn;
          return (
            <DropdownMenuItem key={link.href} asChild>
              <Link href={link.href}>
                <Icon aria-hidden /> {link.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuItem asChild>
          <Link href={ACCOUNT_PATH}>
            <Settings aria-hidden /> account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden /> logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
