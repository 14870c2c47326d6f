"use client";

import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Photo } from "@/components/ui/photo";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError } from "@/lib/api-client";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { SHARED_PHOTOS_TEXT } from "@/lib/messages/shared-photos";
import { TOAST } from "@/lib/messages/toasts";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { SHARED_QUERY_PARAM } from "@/lib/shared-photos/constants";
import type { SharedPhotoView } from "@/lib/shared-photos/contract";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";

/** What the page found for ?shared=<token>: the photos, or null when there are none for this browser. */
export type SharedReview = { token: string; photos: SharedPhotoView[] | null };

const stashUrl = (token: string) => `/api/shared-photos/${encodeURIComponent(token)}`;

/** The token leaves the address bar, so a reload does not ask for photos that are gone. */
function forgetToken() {
  const url = new URL(window.location.href);
  url.searchParams.delete(SHARED_QUERY_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

async function downloadShared(photos: readonly SharedPhotoView[]): Promise<File[]> {
  return Promise.all(
    photos.map(async (photo) => {
      const blob = await (await apiRequest("GET", photo.url)).blob();
      return new File([blob], photo.name, { type: photo.type });
    }),
  );
}

/** The shared photos, drawn small; a HEIC by its name: the browser decodes it once added (components/uploads/heic), most cannot draw it before. */
function SharedThumbnails({ photos }: { photos: readonly SharedPhotoView[] }) {
  return (
    <ul aria-label={SHARED_PHOTOS_TEXT.listLabel} className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-8">
      {photos.map((photo) => (
        <li
          key={photo.url}
          data-testid="shared-photo"
          className="relative aspect-square overflow-hidden rounded-md bg-muted"
        >
          {photo.type === "image/heic" ? (
            <span className="flex size-full flex-col items-center justify-center gap-1 p-1 text-center text-xs break-all text-muted-foreground">
              <span>{SHARED_PHOTOS_TEXT.noPreview}</span>
              <span>{photo.name}</span>
            </span>
          ) : (
            <Photo src={photo.url} alt={SHARED_PHOTOS_TEXT.thumbnailAlt(photo.name)} fill className="object-cover" />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Photos shared from the phone's gallery (the installed app's share target), shown for review on
 * /closet-upload?shared=<token>, maybe after a detour through /auth. Nothing is uploaded until the
 * person presses "add N photos to closet": a link to /closet-upload?shared=… alone never puts
 * anything in anyone's closet. A single photo may instead go to "check before buying" (/buy), which
 * preloads it from the same stash and checks nothing until asked. Adding hands the photos to `onAdd` (the queue's intake, like a
 * drop); adding or discarding clears the stash, and `onClosed` then moves focus on, since the button
 * that had it is gone.
 */
export function SharedPhotosReview({
  shared,
  onAdd,
  onClosed,
}: {
  shared: SharedReview;
  onAdd: (files: File[]) => void;
  onClosed: (added: boolean) => void;
}) {
  const photos = shared.photos ?? [];
  const [open, setOpen] = useState(photos.length > 0);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const told = useRef(false);

  useEffect(() => {
    if (shared.photos || told.current) return;
    told.current = true;
    toast({ description: UPLOAD_ERRORS.sharedPhotosGone, variant: "destructive" });
    forgetToken();
  }, [shared.photos]);

  const close = async (added: boolean) => {
    setOpen(false);
    onClosed(added);
    forgetToken();
    await apiRequest("DELETE", stashUrl(shared.token)).catch(() => undefined); // it expires by itself anyway
  };
  const add = useOnceAtATime(async () => {
    setBusy(true);
    let files: File[];
    try {
      files = await downloadShared(photos);
    } catch (error) {
      // Kept for another try (a dropped connection) or "discard" (the stash has expired meanwhile).
      toast({ ...TOAST.uploadFailure, description: describeError(error), variant: "destructive" });
      setBusy(false);
      return;
    }
    onAdd(files);
    await close(true);
  });
  const discard = useOnceAtATime(() => close(false));

  if (!open) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="shared-photos-review"
      className="mt-8 rounded-(--radius-card) border border-input bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-xl font-normal">
        {SHARED_PHOTOS_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{SHARED_PHOTOS_TEXT.description}</p>
      <SharedThumbnails photos={photos} />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={add} disabled={busy} aria-busy={busy}>
          {busy ? SHARED_PHOTOS_TEXT.adding : SHARED_PHOTOS_TEXT.add(photos.length)}
        </Button>
        {/* One shared photo may be a product seen in a shop (issue #44): /buy takes the same stash and checks it. */}
        {photos.length === 1 && !busy ? (
          <Link
            href={`/buy?${new URLSearchParams({ [SHARED_QUERY_PARAM]: shared.token })}`}
            className={buttonVariants({ variant: "secondary" })}
          >
            {BUY_SCREEN_TEXT.shareChoice}
          </Link>
        ) : null}
        <Button variant="secondary" onClick={discard} disabled={busy}>
          {SHARED_PHOTOS_TEXT.discard}
        </Button>
      </div>
    </section>
  );
}
