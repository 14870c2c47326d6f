"use client";

import { refreshCloset } from "@/components/closet/closet-actions";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { useInstalledModels } from "@/components/uploads/installed-models";
import { ApiError, apiRequest, describeError } from "@/lib/api-client";
import { BACKGROUND_REMOVAL_DEFAULTS, installedChoice } from "@/lib/background-removal/config";
import { BUY_CHECKS_KEY, type BuyCheckView } from "@/lib/buy-checks/contract";
import { buyCheckQueries, markBought } from "@/lib/buy-checks/query-options";
import { localDayKey } from "@/lib/calendar/month-grid";
import type { ClosetUploadResult } from "@/lib/closet/contract";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import type { ModelStatus } from "@/lib/uploads/queue";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { createElement, useRef, useState } from "react";
import type { Cutout } from "./bought-cutout";
import { productName } from "./check-format";

const TEXT = BUY_SCREEN_TEXT.bought;

export type BoughtStep = "fetching" | "removing" | "saving";
export type BoughtState = { step: "idle"; failure: string | null } | { step: BoughtStep; failure: null };

const NO_MODEL: ModelStatus = { download: null, resolved: null };

/**
 * The product's stored photo, as a file the intake and the removal take: through the API's own
 * origin (GET /api/buy-checks/{id}/image), since the store's URL may be another origin's.
 */
async function productPhoto(check: BuyCheckView): Promise<File> {
  const blob = await (await apiRequest("GET", `${BUY_CHECKS_KEY}/${check.id}/image`)).blob();
  const extension = blob.type === "image/png" ? "png" : blob.type === "image/webp" ? "webp" : "jpg";
  return new File([blob], `product-${check.id}.${extension}`, { type: blob.type || "image/jpeg" });
}

function boughtForm(cutout: Cutout): FormData {
  const form = new FormData();
  form.set("image", cutout.image, cutout.image.name);
  form.set("original", cutout.original, cutout.original.name);
  if (cutout.mask) form.set("mask", cutout.mask, "mask.png");
  // The browser's own day: the purchase happened today where the person is.
  form.set("purchasedOn", localDayKey());
  return form;
}

/**
 * "I bought it" on one check: the product's photo is fetched, cut out in the browser (the closet's
 * removal, ./bought-cutout.ts, loaded now) and sent to POST /api/buy-checks/{id}/bought. The step
 * under way and the model download are state for the row to show; a failure is kept for the row to
 * say, with the cut-out (a second try does not cut it out again). On 201 the toast says where the
 * piece is and opens it; the wishlist and the closet's lists are refreshed.
 */
export function useBought(check: BuyCheckView) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const model = installedChoice(BACKGROUND_REMOVAL_DEFAULTS.model, useInstalledModels());
  const [state, setState] = useState<BoughtState>({ step: "idle", failure: null });
  const [modelStatus, setModelStatus] = useState<ModelStatus>(NO_MODEL);
  const cutout = useRef<Cutout | null>(null);

  const announce = (item: ClosetUploadResult, backgroundKept: boolean) => {
    const name = productName(check);
    void import("@/components/ui/toast").then(({ ToastAction }) =>
      toast({
        title: TEXT.toast.title,
        description: backgroundKept ? `${name}. ${TEXT.backgroundKept}` : name,
        action: createElement(
          ToastAction,
          { altText: TEXT.openItem(name), onClick: () => router.push(`/closet/${item.id}`) },
          TEXT.open,
        ),
      }),
    );
  };

  /** The check now names its closet item; the lists are read again. */
  const settle = async (itemId: number | null) => {
    const list = buyCheckQueries.list().queryKey;
    if (itemId !== null)
      queryClient.setQueryData<BuyCheckView[]>(list, (checks) =>
        checks?.map((entry) => (entry.id === check.id ? { ...entry, boughtItemId: itemId } : entry)),
      );
    await Promise.all([queryClient.invalidateQueries({ queryKey: list }), refreshCloset(queryClient)]);
  };

  const buy = useOnceAtATime(async () => {
    try {
      if (!cutout.current) {
        setState({ step: "fetching", failure: null });
        const photo = await productPhoto(check);
        setState({ step: "removing", failure: null });
        const { productCutout } = await import("./bought-cutout");
        cutout.current = await productCutout(photo, model, (status) =>
          setModelStatus((current) => ({ ...current, ...status })),
        );
      }
      setState({ step: "saving", failure: null });
      const item = await markBought(check.id, boughtForm(cutout.current));
      setState({ step: "idle", failure: null });
      announce(item, cutout.current.backgroundKept);
      cutout.current = null;
      await settle(item.id);
    } catch (error) {
      setState({ step: "idle", failure: describeError(error) });
      // Bought already (another tab): the wishlist shows where the piece is.
      if (error instanceof ApiError && error.status === 409) await settle(null);
    }
  });

  return { state, modelStatus, buy };
}
