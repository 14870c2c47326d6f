"use client";

import { ImagePlus } from "lucide-react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { toast } from "@/components/ui/use-toast";
import { TOAST } from "@/lib/messages";
import { cn } from "@/lib/utils";

/** System files that come along when a whole folder is dropped (SPEC §5): ignored, never reported. */
const IGNORED_NAMES = new Set([".ds_store", "thumbs.db"]);
const isIgnored = (file: File) => IGNORED_NAMES.has(file.name.toLowerCase());

function describeRejections(rejections: FileRejection[]): string {
  const [first] = rejections;
  const reason = first?.errors[0]?.message ?? "File type must be image/*";
  const more = rejections.length > 1 ? ` (and ${rejections.length - 1} more file${rejections.length > 2 ? "s" : ""})` : "";
  return `${first?.file.name ?? "That file"}: ${reason}${more}`;
}

type DropState = "idle" | "active" | "accept" | "reject" | "dialog";

/**
 * The closet's drop or select area: any number of photos (image/*) at once. States of SPEC §4:
 * idle, drag active, drag accepted, drag rejected (red border) and file dialog open.
 */
export function PhotoDropZone({ onFiles, hint }: { onFiles: (files: File[]) => void; hint?: string }) {
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject, isFileDialogActive } = useDropzone({
    accept: { "image/*": [] },
    multiple: true,
    onDrop: (accepted, rejections) => {
      const files = accepted.filter((file) => !isIgnored(file));
      const refused = rejections.filter((rejection) => !isIgnored(rejection.file));
      if (files.length > 0) onFiles(files);
      if (refused.length > 0) toast({ ...TOAST.uploadFailure, description: describeRejections(refused), variant: "destructive" });
    },
  });
  const state: DropState = isDragReject ? "reject" : isDragAccept ? "accept" : isDragActive ? "active" : isFileDialogActive ? "dialog" : "idle";

  const title = {
    idle: "drop photos here or click to choose",
    active: "drop to add them",
    accept: "drop to add them to your closet",
    reject: "only photos can be added",
    dialog: "choose one or more photos...",
  }[state];

  return (
    <div
      {...getRootProps({
        "aria-label": "add clothing photos: drop them here or press enter to choose files",
        role: "button",
      })}
      data-testid="closet-drop-zone"
      data-state={state}
      className={cn(
        "group flex min-h-52 cursor-pointer flex-col items-center justify-center gap-3 rounded-(--radius-card) border-2 border-dashed px-6 py-10 text-center transition-colors duration-200 sm:min-h-60",
        "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        state === "idle" && "border-input bg-surface hover:border-foreground/40 hover:bg-muted/50",
        state === "dialog" && "border-foreground/40 bg-muted/50",
        (state === "active" || state === "accept") && "border-accent bg-accent-soft",
        state === "reject" && "border-destructive bg-destructive-soft",
      )}
    >
      <input {...getInputProps({ "aria-label": "clothing photos" })} />
      <span
        className={cn(
          "flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent transition-transform duration-200 group-hover:scale-105",
          state === "reject" && "bg-surface text-destructive",
        )}
      >
        <ImagePlus aria-hidden className="size-6" strokeWidth={1.5} />
      </span>
      <p className={cn("font-medium", state === "reject" && "text-destructive")}>
        {state === "idle" ? (
          <>
            <span className="[@media(hover:none)]:hidden">{title}</span>
            {/* Touch screens have nothing to drag from: say what a tap does. */}
            <span className="hidden [@media(hover:none)]:inline">tap to choose photos</span>
          </>
        ) : (
          title
        )}
      </p>
      <p className="max-w-sm text-sm text-muted-foreground">{hint ?? "several at once is fine: jpeg, png, webp or avif."}</p>
    </div>
  );
}
