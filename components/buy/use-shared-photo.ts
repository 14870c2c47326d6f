"use client";

import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError } from "@/lib/api-client";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { SHARED_QUERY_PARAM } from "@/lib/shared-photos/constants";
import type { SharedPhotoView } from "@/lib/shared-photos/contract";
import { useEffect, useRef, useState } from "react";

/** What /buy found for ?shared=<token>: the shared photos, or null when there are none for this browser. */
export type SharedPhoto = { token: string; photos: SharedPhotoView[] | null };

/** The token leaves the address bar, so a reload does not ask for a photo that is gone. */
function forgetToken() {
  const url = new URL(window.location.href);
  url.searchParams.delete(SHARED_QUERY_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A photo shared to the installed app and sent here by "check before buying" (the share's review on
 * /closet-upload): it is fetched once and handed to `onPhoto`, as if chosen, and nothing is checked
 * until the person presses "check it". The stash stays until the check is made (`settle`), so a
 * reload before that finds the photo again; it expires by itself within 30 minutes anyway.
 */
export function useSharedPhoto(shared: SharedPhoto | null, onPhoto: (file: File) => void) {
  // Loading from the first render when there is a photo to fetch (the effect only ends it).
  const [loading, setLoading] = useState(() => Boolean(shared?.photos?.length));
  const started = useRef(false);
  const settled = useRef(false);
  const latest = useRef(onPhoto);
  useEffect(() => {
    latest.current = onPhoto;
  }, [onPhoto]);

  useEffect(() => {
    if (!shared || started.current) return;
    started.current = true;
    const first = shared.photos?.[0];
    if (!first) {
      toast({ description: UPLOAD_ERRORS.sharedPhotosGone, variant: "destructive" });
      forgetToken();
      return;
    }
    apiRequest("GET", first.url)
      .then((response) => response.blob())
      .then((blob) => latest.current(new File([blob], first.name, { type: first.type })))
      .catch((error: unknown) => toast({ description: describeError(error), variant: "destructive" }))
      .finally(() => setLoading(false));
  }, [shared]);

  /** The check is made: the stash is no longer needed. */
  function settle() {
    if (!shared?.photos || settled.current) return;
    settled.current = true;
    forgetToken();
    void apiRequest("DELETE", `/api/shared-photos/${encodeURIComponent(shared.token)}`).catch(() => undefined);
  }

  return { loading, settle };
}
