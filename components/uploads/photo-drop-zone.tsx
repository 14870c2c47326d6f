"use client";

import { cn } from "@/lib/ui/cn";
import { ImagePlus, LoaderCircle } from "lucide-react";
import { usePhotoDrop } from "./use-photo-drop";

/** The sentence the zone shows in each state; `touch` replaces `idle` on screens without hover. */
export type DropZoneText = {
  idle: string;
  touch: string;
  active: string;
  accept: string;
  reject: string;
  dialog: string;
  busy?: string;
};

type Props = {
  /** Accepted files; `refuse(message)` turns the zone red with the message when the caller refuses some later. */
  onFiles: (files: File[], refuse: (message: string) => void) => void;
  /**
   * Refused files (wrong type, too many): the zone turns red and shows `message`. That line is the one
   * message (issue #41): nothing was uploaded, so no "Upload failed" toast repeats it.
   */
  onReject?: (message: string) => void;
  multiple: boolean;
  text: DropZoneText;
  /** The visible button that opens the file dialog (the keyboard's way in), and the file input's name. */
  label: string;
  inputLabel: string;
  hint?: string;
  /** While the chosen photo is being sent: the zone says text.busy and takes no new file. */
  busy?: boolean;
  testId: string;
  className?: string;
  /** A pointer, a drag or the keyboard reaching the zone: a photo is likely to follow (the caller may load what it needs). */
  onIntent?: () => void;
};

/**
 * A drop or select area for photos (image/*, .heic, .heif). States of SPEC §4: idle, drag active, drag accepted,
 * drag rejected (red border) and file dialog open; plus busy while sending, and the red state with
 * its message after a drop was refused, until the next file is chosen.
 */
export function PhotoDropZone({
  onFiles,
  onReject,
  multiple,
  text,
  label,
  inputLabel,
  hint,
  busy = false,
  testId,
  className,
  onIntent,
}: Props) {
  const { getRootProps, getInputProps, open, state, refusal } = usePhotoDrop({ onFiles, onReject, multiple, busy });
  const red = state === "reject" || state === "rejected";

  return (
    <div
      {...getRootProps({ onPointerDown: onIntent, onDragEnter: onIntent, onFocus: onIntent })}
      data-testid={testId}
      data-state={state}
      className={cn(
        "group flex min-h-52 cursor-pointer flex-col items-center justify-center gap-3 rounded-(--radius-card) border-2 border-dashed px-6 py-10 text-center transition-colors duration-200 sm:min-h-60",
        "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        state === "idle" && "border-input bg-surface hover:border-foreground/40 hover:bg-muted/50",
        (state === "dialog" || state === "busy") && "border-foreground/40 bg-muted/50",
        state === "busy" && "cursor-progress",
        (state === "active" || state === "accept") && "border-accent bg-accent-soft",
        red && "border-destructive bg-destructive-soft",
        className,
      )}
    >
      <input {...getInputProps({ "aria-label": inputLabel })} />
      <span
        className={cn(
          "flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent transition-transform duration-200 group-hover:scale-105",
          red && "bg-surface text-destructive",
        )}
      >
        {state === "busy" ? (
          <LoaderCircle aria-hidden className="size-6 animate-spin" strokeWidth={1.5} />
        ) : (
          <ImagePlus aria-hidden className="size-6" strokeWidth={1.5} />
        )}
      </span>
      <p className={cn("font-medium", red && "text-destructive")} aria-live="polite">
        {state === "idle" || state === "rejected" ? (
          <>
            <span className="[@media(hover:none)]:hidden">{text.idle}</span>
            {/* Touch screens have nothing to drag from: say what a tap does. */}
            <span className="hidden [@media(hover:none)]:inline">{text.touch}</span>
          </>
        ) : state === "busy" ? (
          (text.busy ?? "uploading...")
        ) : (
          text[state]
        )}
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation(); // the area's own click would open the dialog a second time
          open();
        }}
        className="inline-flex h-9 items-center rounded-full border border-input bg-surface px-4 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
      >
        {label}
      </button>
      {state === "rejected" ? (
        <p role="alert" className="max-w-sm text-sm text-destructive" data-testid="drop-zone-error">
          {refusal}
        </p>
      ) : hint ? (
        <p className="max-w-sm text-sm text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}
