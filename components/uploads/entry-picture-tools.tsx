"use client";

import { CutoutResult, ImageToolsProgress } from "@/components/closet/item/item-image-results";
import { useItemImageTools } from "@/components/closet/item/use-item-image-tools";
import { Button } from "@/components/ui/button";
import type { ClosetItemView } from "@/lib/closet/contract";
import { ITEM_IMAGE_TEXT as TEXT } from "@/lib/messages/item-image";
import { ImageUp, Info, Scissors, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useModelInstalled } from "./installed-models";
import { heldCutout } from "./upload-queue";

// The brush loads only when it is opened.
const MaskEditor = dynamic(() => import("./mask-editor").then((module) => module.MaskEditor), { ssr: false });

/**
 * A card's buttons are as narrow as a grid column (about 180 px at 1280 px, five columns): their
 * words wrap inside them instead of running past the card (issue #41).
 */
const FITTING = "h-auto min-h-9 w-full justify-start py-1.5 text-left whitespace-normal";

type Props = {
  /** The queue entry's key: its photo and first mask are still in this tab. */
  entryKey: string;
  itemId: number;
  originalUrl: string | null;
  onReplaced: (saved: ClosetItemView) => void;
};

/**
 * The item page's picture tools on an upload entry (issue #25): "use the original photo", "try the
 * large model" and "edit the cut-out". The brush opens on the mask the queue's own removal made
 * (issue #41: cutting the photo out again took 28 s before the brush showed); only when the queue
 * has none (removal failed) does it cut the stored original out afresh, as the item page does.
 */
export function EntryPictureTools({ entryKey, itemId, originalUrl, onReplaced }: Props) {
  if (!originalUrl)
    return (
      <p className="flex items-start gap-2 text-xs text-muted-foreground" data-testid="no-original">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {TEXT.noOriginal}
      </p>
    );
  return <Tools entryKey={entryKey} itemId={itemId} originalUrl={originalUrl} onReplaced={onReplaced} />;
}

function Tools({ entryKey, itemId, originalUrl, onReplaced }: Props & { originalUrl: string }) {
  const tools = useItemImageTools(itemId, originalUrl, onReplaced);
  const largeInstalled = useModelInstalled("large");
  const [held, setHeld] = useState<{ original: Blob; mask: Blob } | null>(null);
  const { phase, error, notice } = tools;
  const busy = phase.kind === "busy";

  const edit = async () => {
    const kept = await heldCutout(entryKey);
    if (kept) setHeld(kept);
    else await tools.editCutout();
  };
  const editing = held ?? (phase.kind === "editing" ? phase : null);

  return (
    <section aria-label={TEXT.title} className="grid min-w-0 gap-2" data-testid="item-image-tools">
      <ToolButtons
        disabled={busy}
        large={largeInstalled}
        onOriginal={() => void tools.applyOriginal()}
        onLarge={() => void tools.tryLarge()}
        onEdit={() => void edit()}
      />
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        {phase.kind === "busy" ? <ImageToolsProgress line={phase.line} percent={phase.percent} /> : null}
        {notice ? <p className="text-xs text-muted-foreground">{notice}</p> : null}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      {phase.kind === "cutout" ? (
        <div className="min-w-0 [&_figure]:p-2 [&_img]:max-w-full">
          <CutoutResult
            url={phase.url}
            model={phase.model}
            onKeep={() => void tools.keepCutout(phase.file)}
            onDiscard={tools.close}
          />
        </div>
      ) : null}
      {editing ? (
        <MaskEditor
          original={editing.original}
          mask={editing.mask}
          fileName={`item-${itemId}.png`}
          onCancel={() => {
            setHeld(null);
            tools.close();
          }}
          onSave={async (file) => {
            await tools.saveEdited(file);
            setHeld(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** The three tools, each a button whose words wrap within the card. */
function ToolButtons({
  disabled,
  large,
  onOriginal,
  onLarge,
  onEdit,
}: {
  disabled: boolean;
  /** Whether this server has the large model (issue #46): the button shows only then. */
  large: boolean;
  onOriginal: () => void;
  onLarge: () => void;
  onEdit: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" size="sm" className={FITTING} onClick={onOriginal} disabled={disabled}>
        <ImageUp aria-hidden />
        {TEXT.useOriginal}
      </Button>
      {large ? (
        <Button variant="secondary" size="sm" className={FITTING} onClick={onLarge} disabled={disabled}>
          <Sparkles aria-hidden />
          {TEXT.tryLarge}
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" className={FITTING} onClick={onEdit} disabled={disabled}>
        <Scissors aria-hidden />
        {TEXT.editCutout}
      </Button>
    </div>
  );
}
