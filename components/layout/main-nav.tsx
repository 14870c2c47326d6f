"use client";

import { useSession } from "@/components/auth/session";
import { cn } from "@/lib/ui/cn";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrentLink, navLinksFor } from "./nav-links";

/**
 * The header's inline navigation, for windows 768 px and wider. With a session it holds six links
 * (today and trips, issue #29): between 768 and 1024 px the links and the account area are compact
 * so that the bar still fits (e2e/public-pages.spec.ts measures it).
 */
export function MainNav({ className }: { className?: string }) {
  const pathname = usePathname();
  const links = navLinksFor(useSession().status !== "anonymous");
  return (
    <nav aria-label="main" className={cn("hidden md:ml-2 md:block lg:ml-0", className)}>
      <ul className="flex items-center lg:gap-2">
        {links.map((link) => {
          const current = isCurrentLink(link, pathname);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center rounded-full px-1.5 text-sm whitespace-nowrap transition-colors lg:px-3",
                  "decoration-2 underline-offset-[7px]",
                  current
                    ? "font-medium text-foreground underline decoration-accent"
                    : "text-muted-foreground hover:text-foreground hover:underline hover:decoration-border",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
