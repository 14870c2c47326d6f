"use client";

import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError, getJson } from "@/lib/api-client";
import { TOAST } from "@/lib/messages/toasts";
import { SHARED_QUERY_PARAM } from "@/lib/shared-photos/constants";
import type { SharedPhotoView } from "@/lib/shared-photos/contract";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Photos shared from the phone's gallery (the installed app's share target) arrive here as
 * /closet-upload?shared=<token>, maybe after a detour through /auth. They are fetched from the stash,
 * handed to `onPhotos` (the queue's intake, like a drop), then the stash is cleared and the token
 * leaves the address bar, so a reload does not ask for photos that are gone.
 */
export function useSharedPhotos(onPhotos: (files: File[]) => void) {
  const token = useSearchParams().get(SHARED_QUERY_PARAM);
  const intake = useRef(onPhotos);
  const taken = useRef<string | null>(null);
  useEffect(() => {
    intake.current = onPhotos;
  });

  useEffect(() => {
    if (!token || taken.current === token) return;
    taken.current = token;
    const stash = `/api/shared-photos/${encodeURIComponent(token)}`;
    void (async () => {
      try {
        const photos = await getJson<SharedPhotoView[]>(stash);
        const files = await Promise.all(
          photos.map(async (photo) => {
            const blob = await (await apiRequest("GET", photo.url)).blob();
            return new File([blob], photo.name, { type: photo.type });
          }),
        );
        intake.current(files);
        await apiRequest("DELETE", stash).catch(() => undefined); // it expires by itself anyway
      } catch (error) {
        toast({ ...TOAST.uploadFailure, description: describeError(error), variant: "destructive" });
      }
      const url = new URL(window.location.href);
      url.searchParams.delete(SHARED_QUERY_PARAM);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    })();
  }, [token]);
}
