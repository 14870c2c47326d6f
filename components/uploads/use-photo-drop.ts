"use client";

import { INTAKE_MESSAGES } from "@/lib/uploads/intake-rules";
import { useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";

/** System files that come along when a whole folder is dropped (SPEC §5): ignored, never reported. */
const IGNORED_NAMES = new Set([".ds_store", "thumbs.db"]);
const isIgnored = (file: File) => IGNORED_NAMES.has(file.name.toLowerCase());

/**
 * What went wrong with the refused files, naming the first file, in words a person uses (issue #25:
 * no MIME jargon such as react-dropzone's 'File type must be image/*'); other refusals keep
 * react-dropzone's message.
 */
export function describeRejections(rejections: readonly FileRejection[]): string {
  const [first] = rejections;
  const error = first?.errors[0];
  const reason =
    !error || error.code === "file-invalid-type"
      ? INTAKE_MESSAGES.notAPhoto
      : error.code === "too-many-files"
        ? INTAKE_MESSAGES.oneAtATime
        : error.message;
  const more =
    rejections.length > 1 ? ` (and ${rejections.length - 1} more file${rejections.length > 2 ? "s" : ""})` : "";
  return `${first?.file.name ?? "That file"}: ${reason}${more}`;
}

export type DropState = "idle" | "active" | "accept" | "reject" | "dialog" | "busy" | "rejected";

type Options = {
  onFiles: (files: File[]) => void;
  onReject?: (message: string) => void;
  multiple: boolean;
  busy: boolean;
};

/**
 * react-dropzone for photos (image/*), reduced to one state of SPEC §4's drop zone, plus the message
 * of the last refused drop, kept until a file is accepted.
 */
export function usePhotoDrop({ onFiles, onReject, multiple, busy }: Options) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { getRootProps, getInputProps, open, isDragActive, isDragAccept, isDragReject, isFileDialogActive } =
    useDropzone({
      // Every image type, plus HEIC by its extension (it often arrives without a type). Extensions
      // must not sit under "image/*": react-dropzone would then accept only those extensions.
      accept: { "image/*": [], "image/heic": [".heic"], "image/heif": [".heif"] },
      multiple,
      disabled: busy,
      // The whole area takes clicks and drops; the keyboard uses the real button inside it (a focusable
      // area with a button role around the file input would nest interactive controls).
      noKeyboard: true,
      // Screens take pasted images page-wide (usePastedImage), not only while the zone has focus.
      noPaste: true,
      onDrop: (accepted, rejections) => {
        const refused = rejections.filter((rejection) => !isIgnored(rejection.file));
        // A single-photo zone given several keeps none of them: guessing which one was meant would surprise.
        const tooMany =
          !multiple && refused.some((rejection) => rejection.errors.some((error) => error.code === "too-many-files"));
        const files = tooMany ? [] : accepted.filter((file) => !isIgnored(file));
        if (refused.length > 0) {
          const message = tooMany ? INTAKE_MESSAGES.oneAtATime : describeRejections(refused);
          setRefusal(message);
          onReject?.(message);
        } else if (files.length > 0) setRefusal(null);
        if (files.length > 0) onFiles(files);
      },
    });
  const state: DropState = busy
    ? "busy"
    : isDragReject
      ? "reject"
      : isDragAccept
        ? "accept"
        : isDragActive
          ? "active"
          : isFileDialogActive
            ? "dialog"
            : refusal
              ? "rejected"
              : "idle";
  return { getRootProps, getInputProps, open, state, refusal };
}
