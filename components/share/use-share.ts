"use client";

import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, describeError, sendJson } from "@/lib/api-client";
import type { SharePlatform } from "@/lib/constants";
import { SHARE_TEXT, shareServerError, TOAST } from "@/lib/messages";
import { SHARES_KEY, type ShareView, type SocialShareResult } from "@/lib/share/contract";
import { shareQueries } from "@/lib/share/query-options";
import type { ShareOptions } from "@/lib/share/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/** The owner's share links (GET /api/shares), newest first; the dialog shows one outfit's. */
export function useOutfitShares(outfitId: number, enabled: boolean) {
  return useQuery({
    ...shareQueries.list(),
    select: (shares) => shares.filter((share) => share.outfitId === outfitId),
    enabled,
  });
}

/**
 * POST /api/outfits/{id}/create-share-image: the designed image and its link. The same options
 * answer the stored image again (no second render). SPEC §8's toast when it fails.
 */
export function useCreateShareImage(outfitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: ShareOptions) =>
      sendJson<ShareView>("POST", `/api/outfits/${outfitId}/create-share-image`, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SHARES_KEY] }),
    onError: () => toast({ ...TOAST.sharePreviewFailure, variant: "destructive" }),
  });
}

/**
 * POST /api/outfits/{id}/share {platform, token} → {shareUrl}. A non-OK answer raises SPEC §8's
 * "Failed to share outfit: {status} {statusText}".
 */
export async function recordShare(outfitId: number, platform: SharePlatform, token: string): Promise<string> {
  try {
    const { shareUrl } = await sendJson<SocialShareResult>("POST", `/api/outfits/${outfitId}/share`, {
      platform,
      token,
    });
    return shareUrl;
  } catch (error) {
    if (error instanceof ApiError) throw new Error(shareServerError(error.status, error.statusText), { cause: error });
    throw error;
  }
}

/** DELETE /api/shares/{token}: the link (and its image) stop working at once. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      await apiRequest("DELETE", `/api/shares/${encodeURIComponent(token)}`);
    },
    onSuccess: () => toast(SHARE_TEXT.revoked),
    onError: (error) =>
      toast({ ...SHARE_TEXT.revokeFailure, description: describeError(error), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SHARES_KEY] }),
  });
}
