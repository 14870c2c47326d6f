"use client";

import { Button } from "@/components/ui/button";
import { useModelInstalled } from "@/components/uploads/installed-models";
import type { ClosetItemView } from "@/lib/closet/contract";
import { ITEM_IMAGE_TEXT as TEXT } from "@/lib/messages/item-image";
import { ImageUp, Info, Scissors, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import { CutoutResult, ImageToolsProgress } from "./item-image-results";
import { useItemImageTools } from "./use-item-image-tools";

// The brush loads only when it is opened.
const MaskEditor = dynamic(() => import("@/components/uploads/mask-editor").then((module) => module.MaskEditor), {
  ssr: false,
});

type Props = {
  item: Pick<ClosetItemView, "id" | "originalImageUrl">;
  /** Called with the saved item after each replacement (the upload queue's entry shows the new picture). */
  onReplaced?: (saved: ClosetItemView) => void;
};

/**
 * The item page's picture tools (issue #25), for items that kept their photo as shot: "use the
 * original photo" (it becomes the picture), "try the large model" (a new cut-out in the browser,
 * shown first, titled by the model that really ran; "keep" saves it; offered only when this server
 * has the large model, issue #46) and "edit the cut-out" (the mask brush on a fresh cut-out).
 * Nothing on the server changes until the person saves; each save is PUT /api/closet/{id}/image.
 * Older items without an original get a line saying why the tools are missing.
 */
export function ItemImageTools({ item, onReplaced }: Props) {
  if (!item.originalImageUrl) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="no-original">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {TEXT.noOriginal}
      </p>
    );
  }
  return <ImageTools itemId={item.id} originalUrl={item.originalImageUrl} onReplaced={onReplaced} />;
}

/** The tools themselves, once the item is known to have its original photo. */
function ImageTools({
  itemId,
  originalUrl,
  onReplaced,
}: { itemId: number; originalUrl: string } & Pick<Props, "onReplaced">) {
  const tools = useItemImageTools(itemId, originalUrl, onReplaced);
  const largeInstalled = useModelInstalled("large");
  const { phase, error, notice } = tools;
  const busy = phase.kind === "busy";
  return (
    <section aria-label={TEXT.title} className="grid gap-3" data-testid="item-image-tools">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void tools.applyOriginal()} disabled={busy}>
          <ImageUp aria-hidden />
          {TEXT.useOriginal}
        </Button>
        {largeInstalled ? (
          <Button variant="secondary" size="sm" onClick={() => void tools.tryLarge()} disabled={busy}>
            <Sparkles aria-hidden />
            {TEXT.tryLarge}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => void tools.editCutout()} disabled={busy}>
          <Scissors aria-hidden />
          {TEXT.editCutout}
        </Button>
      </div>
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        {phase.kind === "busy" ? <ImageToolsProgress line={phase.line} percent={phase.percent} /> : null}
        {notice ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="model-fallback">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {notice}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {phase.kind === "cutout" ? (
        <CutoutResult
          url={phase.url}
          model={phase.model}
          onKeep={() => void tools.keepCutout(phase.file)}
          onDiscard={tools.close}
        />
      ) : null}
      {phase.kind === "editing" ? (
        <MaskEditor
          original={phase.original}
          mask={phase.mask}
          fileName={`item-${itemId}.png`}
          onCancel={tools.close}
          onSave={tools.saveEdited}
        />
      ) : null}
    </section>
  );
}
