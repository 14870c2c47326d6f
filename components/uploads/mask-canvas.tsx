"use client";

import { Spinner } from "@/components/ui/spinner";
import { MASK_EDITOR_TEXT as TEXT } from "@/lib/messages/item-image";
import { cn } from "@/lib/ui/cn";
import type { ComponentProps, Ref } from "react";
import type { LoadedMask } from "./use-mask-brush";

/** The mask editor's picture: the painted canvas once the photo and mask are decoded, a spinner before, the reason if they cannot be. */
export function MaskCanvas({
  loaded,
  loadError,
  canvasRef,
  handlers,
  saving,
  hintId,
}: {
  loaded: LoadedMask | null;
  loadError: boolean;
  canvasRef: Ref<HTMLCanvasElement>;
  handlers: Pick<
    ComponentProps<"canvas">,
    "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel" | "onLostPointerCapture"
  >;
  saving: boolean;
  /** The id of the line that explains undo. */
  hintId: string;
}) {
  return (
    <div
      className="grid min-h-40 min-w-0 grid-cols-[minmax(0,1fr)] place-items-center overflow-hidden rounded-xl border border-border bg-muted"
      aria-busy={!loaded && !loadError}
    >
      {loadError ? (
        <p role="alert" className="p-6 text-sm text-destructive">
          {TEXT.loadFailed}
        </p>
      ) : loaded ? (
        <canvas
          ref={canvasRef}
          width={loaded.width}
          height={loaded.height}
          role="img"
          aria-label={TEXT.canvasLabel}
          aria-describedby={hintId}
          data-testid="mask-canvas"
          className={cn(
            "block max-h-[55dvh] w-auto max-w-full touch-none select-none",
            saving ? "cursor-wait" : "cursor-crosshair",
          )}
          style={{ aspectRatio: `${loaded.width} / ${loaded.height}` }}
          {...handlers}
        />
      ) : (
        <div className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
          <Spinner size="sm" label={TEXT.loading} />
          <span aria-hidden>{TEXT.loading}</span>
        </div>
      )}
    </div>
  );
}
