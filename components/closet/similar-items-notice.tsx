"use client";

import { Photo } from "@/components/ui/photo";
import type { SimilarItem } from "@/lib/closet/contract";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { Copy } from "lucide-react";
import Link from "next/link";

/**
 * Under an upload that looks like pieces the owner already has: the notice, and each of those
 * pieces as a thumbnail linking to its page, so they can compare and delete the new one if it is a
 * repeat. The upload screen announces the notice once for screen readers (see RecentUploads).
 */
export function SimilarItemsNotice({ items }: { items: readonly SimilarItem[] }) {
  return (
    <div data-testid="similar-notice" className="rounded-md border border-border bg-muted/60 p-2 text-xs">
      <p className="flex items-start gap-1.5 leading-snug font-medium">
        <Copy aria-hidden className="mt-px size-3.5 shrink-0" strokeWidth={1.75} />
        {CLOSET_MESSAGES.looksLikeOwned}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={CLOSET_MESSAGES.looksLikeOwned}>
        {items.map((item, index) => (
          <li key={item.id}>
            <Link
              href={`/closet/${item.id}`}
              aria-label={CLOSET_MESSAGES.similarItemLink(index, items.length)}
              className="block overflow-hidden rounded-sm border border-border bg-white transition-colors hover:border-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Photo
                src={item.thumbnailUrl}
                alt=""
                width={40}
                height={50}
                className="h-[50px] w-10 object-contain p-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
