"use client";

import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, describeError, sendJson } from "@/lib/api-client";
import { type SharePlatform, UNDO_TOAST_MS } from "@/lib/constants";
import { SHARE_TEXT, shareServerError } from "@/lib/messages/share";
import { TOAST } from "@/lib/messages/toasts";
import { SHARES_KEY, type ShareView, type SocialShareResult } from "@/lib/share/contract";
import { shareQueries } from "@/lib/share/query-options";
import type { ShareOptions } from "@/lib/share/schemas";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createElement } from "react";

/** The owner's share links (GET /api/shares), newest first; the dialog shows one outfit's. */
export function useOutfitShares(outfitId: number, enabled: boolean) {
  return useQuery({
    ...shareQueries.list(),
    select: (shares) => shares.filter((share) => share.outfitId === outfitId),
    enabled,
  });
}

const refreshShares = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [SHARES_KEY] });

/**
 * POST /api/outfits/{id}/create-share-image: the designed image as a private draft. The same
 * options answer the stored image again (no second render). SPEC §8's toast when it fails.
 */
export function useCreateShareImage(outfitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: ShareOptions) =>
      sendJson<ShareView>("POST", `/api/outfits/${outfitId}/create-share-image`, options),
    onSuccess: () => refreshShares(queryClient),
    onError: () => toast({ ...TOAST.sharePreviewFailure, variant: "destructive" }),
  });
}

/**
 * POST /api/outfits/{id}/share {platform, token} → {shareUrl, pageUrl}: publishes the share. A
 * non-OK answer raises SPEC §8's "Failed to share outfit: {status} {statusText}".
 */
export async function recordShare(
  outfitId: number,
  platform: SharePlatform,
  token: string,
): Promise<SocialShareResult> {
  try {
    return await sendJson<SocialShareResult>("POST", `/api/outfits/${outfitId}/share`, { platform, token });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(shareServerError(error.status, error.statusText), { cause: error });
    throw error;
  }
}

/** POST /api/shares/{token}/publish: what 'copy link' and 'download image' do first. */
export const publishShare = (token: string) =>
  sendJson<ShareView>("POST", `/api/shares/${encodeURIComponent(token)}/publish`);

/**
 * DELETE /api/shares/{token}: the link stops working at once. The toast offers undo for
 * UNDO_TOAST_MS (POST /api/shares/{token}/restore); the server keeps the image for the undo window.
 */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      await apiRequest("DELETE", `/api/shares/${encodeURIComponent(token)}`);
    },
    onSuccess: (_answer, token) => toastWithUndo(queryClient, token),
    onError: (error) =>
      toast({ ...SHARE_TEXT.revokeFailure, description: describeError(error), variant: "destructive" }),
    onSettled: () => refreshShares(queryClient),
  });
}

async function toastWithUndo(queryClient: QueryClient, token: string): Promise<void> {
  // Radix's toast action loads with the toast list, not with the dialog (as the closet's undo does).
  const { ToastAction } = await import("@/components/ui/toast");
  const undo = async () => {
    try {
      await sendJson<ShareView>("POST", `/api/shares/${encodeURIComponent(token)}/restore`);
      toast(SHARE_TEXT.restored);
    } catch (error) {
      const gone = error instanceof ApiError && error.status === 404;
      toast({
        ...SHARE_TEXT.restoreFailure,
        description: gone ? SHARE_TEXT.restoreGone : describeError(error),
        variant: "destructive",
      });
    } finally {
      await refreshShares(queryClient);
    }
  };
  toast({
    ...SHARE_TEXT.revoked,
    duration: UNDO_TOAST_MS,
    action: createElement(ToastAction, { altText: SHARE_TEXT.undoRevoke, onClick: () => void undo() }, SHARE_TEXT.undo),
  });
}
