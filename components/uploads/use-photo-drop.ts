"use client";

import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";

/** System files that come along when a whole folder is dropped (SPEC §5): ignored, never reported. */
const IGNORED_NAMES = new Set([".ds_store", "thumbs.db"]);
const isIgnored = (file: File) => IGNORED_NAMES.has(file.name.toLowerCase());

/**
 * Photos by MIME type, plus HEIC/HEIF by name: an iPhone's HEIC may arrive with an empty type.
 * preparePhoto reads every accepted file's first bytes before anything is sent. The extensions sit
 * under their own MIME types: react-dropzone reads `{"image/*": [".heic"]}` as "only .heic files".
 */
export const PHOTO_ACCEPT = { "image/*": [], "image/heic": [".heic"], "image/heif": [".heif"] };

/**
 * What went wrong with the refused files, in plain words rather than react-dropzone's MIME jargon
 * ('File type must be image/*'; issue #25 replaces SPEC §5's drop-zone messages), naming the first file.
 */
export function describeRejections(rejections: readonly FileRejection[]): string {
  const [first] = rejections;
  const code = first?.errors[0]?.code;
  const reason = code === "too-many-files" ? UPLOAD_ERRORS.onePhotoAtATime : UPLOAD_ERRORS.notAPhoto;
  const more =
    rejections.length > 1 ? ` (and ${rejections.length - 1} more file${rejections.length > 2 ? "s" : ""})` : "";
  return `${first?.file.name ?? "That file"}: ${reason}${more}`;
}

export type DropState = "idle" | "active" | "accept" | "reject" | "dialog" | "busy" | "rejected";

type Options = {
  /** `refuse` shows a later refusal (files whose first bytes are no photo's) on the zone, like a drop's. */
  onFiles: (files: File[], refuse: (message: string) => void) => void;
  onReject?: (message: string) => void;
  multiple: boolean;
  busy: boolean;
};

/**
 * react-dropzone for photos (image/*, .heic, .heif), reduced to one state of SPEC §4's drop zone, plus the message
 * of the last refused drop, kept until a file is accepted.
 */
export function usePhotoDrop({ onFiles, onReject, multiple, busy }: Options) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { getRootProps, getInputProps, open, isDragActive, isDragAccept, isDragReject, isFileDialogActive } =
    useDropzone({
      accept: PHOTO_ACCEPT,
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
          const message = tooMany ? UPLOAD_ERRORS.onePhotoAtATime : describeRejections(refused);
          setRefusal(message);
          onReject?.(message);
        } else if (files.length > 0) setRefusal(null);
        // One line for every refusal of this drop, the type check's and the first bytes' alike.
        if (files.length > 0)
          onFiles(files, (message) =>
            setRefusal((shown) => (shown && shown !== message ? `${shown} ${message}` : message)),
          );
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
