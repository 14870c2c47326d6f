"use client";

import { useEffect, useRef } from "react";

/**
 * Ctrl/Cmd+V anywhere on the page with an image on the clipboard (people screenshot looks they
 * like) hands that image over, unless the paste is meant for a text field.
 */
export function usePastedImage(onImage: (file: File) => void, enabled: boolean) {
  const latest = useRef(onImage);
  useEffect(() => {
    latest.current = onImage;
  }, [onImage]);

  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest("input, textarea, [contenteditable='true']")) return;
      const image = Array.from(event.clipboardData?.files ?? []).find((file) => file.type.startsWith("image/"));
      if (!image) return;
      event.preventDefault();
      latest.current(image);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [enabled]);
}
