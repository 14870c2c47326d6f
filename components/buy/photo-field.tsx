"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PhotoDropZone } from "@/components/uploads/photo-drop-zone";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { X } from "lucide-react";

const TEXT = BUY_SCREEN_TEXT.form;

/**
 * The product photo: the closet's drop zone (choose, drop; a paste anywhere on the page comes in
 * through the form), one photo at a time. Once one is chosen it shows above a smaller zone that
 * replaces it. `onFiles` refuses what is not a photo on the zone itself; `error` is the form's
 * "choose a photo first" (or a pasted file that is no photo), said as an alert under the zone.
 */
export function PhotoField({
  photo,
  preview,
  onFiles,
  onRemove,
  error,
  busy,
  loadingShared,
}: {
  photo: File | null;
  /** the photo's object URL (the form makes and revokes it) */
  preview: string | null;
  onFiles: (files: File[], refuse: (message: string) => void) => void;
  onRemove: () => void;
  error: string | null;
  busy: boolean;
  loadingShared: boolean;
}) {
  return (
    <div className="grid gap-3">
      {loadingShared ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" label={TEXT.sharedLoading} />
          <span aria-hidden>{TEXT.sharedLoading}</span>
        </p>
      ) : null}
      {photo && preview ? (
        <figure className="relative overflow-hidden rounded-(--radius-card) border border-border bg-muted">
          {/\.hei[cf]$/i.test(photo.name) || /hei[cf]/.test(photo.type) ? (
            <p className="px-4 py-10 text-center text-sm text-muted-foreground">{TEXT.noPreview}</p>
          ) : (
            // A local object URL: nothing for the image optimizer, and shown at once.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={preview} alt={TEXT.chosenAlt} className="mx-auto max-h-72 w-full object-contain" />
          )}
          <figcaption className="flex items-center justify-between gap-2 border-t border-border bg-surface px-3 py-2 text-sm">
            <span className="min-w-0 truncate text-muted-foreground">{photo.name}</span>
            <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              <X aria-hidden />
              {TEXT.removePhoto}
            </Button>
          </figcaption>
        </figure>
      ) : null}
      <PhotoDropZone
        onFiles={onFiles}
        multiple={false}
        text={TEXT.drop}
        label={photo ? TEXT.replacePhoto : TEXT.chooseLabel}
        inputLabel={TEXT.inputLabel}
        hint={TEXT.dropHint}
        busy={busy}
        testId="buy-drop-zone"
        className={photo ? "min-h-0 py-5 sm:min-h-0" : "min-h-44 sm:min-h-48"}
      />
      {error ? (
        <p role="alert" className="text-sm text-destructive" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}
