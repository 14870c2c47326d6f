import { cn } from "@/lib/ui/cn";
import Link from "next/link";
import { WARDROBE_LINKS } from "./nav-links";

/** The closet's sub-nav (clothes, calendar, insights), rendered on the server with the current page marked. */
export function WardrobeNav({ current, className }: { current: string; className?: string }) {
  return (
    <nav aria-label="closet" className={cn("-mx-1 overflow-x-auto", className)}>
      <ul className="flex w-max gap-1">
        {WARDROBE_LINKS.map((link) => {
          const isCurrent = link.href === current;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full px-3.5 text-sm whitespace-nowrap transition-colors",
                  isCurrent
                    ? "bg-primary font-medium text-primary-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
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
