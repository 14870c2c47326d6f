import { Badge } from "@/components/ui/badge";
import { Photo } from "@/components/ui/photo";
import type { InspirationView } from "@/lib/inspiration/contract";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { inspirationLabel } from "./inspiration-label";

/**
 * The inspiration photo beside an AI answer (style matching, missing pieces): the image, its
 * label and tags, and the screen's next step. Rendered on the server; the answer streams in beside it.
 */
export function InspirationSummary({ image, action }: { image: InspirationView; action?: ReactNode }) {
  const label = inspirationLabel(image.id);
  // The photo is the screen's largest paint: asked for from the document's head, as next/image's `priority` did.
  preload(image.imageUrl, { as: "image", fetchPriority: "high" });
  return (
    <figure
      className="flex flex-col overflow-hidden rounded-(--radius-card) border border-border bg-surface shadow-soft"
      data-testid="inspiration-summary"
    >
      <div className="relative aspect-[4/5] bg-muted">
        <Photo
          src={image.imageUrl}
          alt={image.styleTags.length ? `${label}: ${image.styleTags.join(", ")}` : label}
          fill
          eager
          className="object-cover object-top"
        />
      </div>
      <figcaption className="flex flex-col gap-3 p-4">
        <p className="font-medium">{label}</p>
        {image.styleTags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="style tags">
            {image.styleTags.map((tag) => (
              <li key={tag}>
                <Badge variant="accent">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {action}
      </figcaption>
    </figure>
  );
}
