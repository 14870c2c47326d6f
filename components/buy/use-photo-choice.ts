"use client";

import { looksLikePhoto } from "@/components/uploads/prepare-photo";
import { usePastedImage } from "@/components/uploads/use-pasted-image";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { useEffect, useState } from "react";

/**
 * The product photo the form holds: chosen or dropped on the zone (`onFiles`), pasted anywhere on the
 * page (a screenshot of a shop), or handed over (`choose`: a shared photo). A file whose first bytes
 * are no photo's is refused where it came in, before it is held. `onChosen` runs for each photo held
 * (the form switches to its photo mode); its preview's object URL is let go once replaced.
 */
export function usePhotoChoice({ pasting, onChosen }: { pasting: boolean; onChosen: () => void }) {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = chosen?.url ?? null;
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const choose = (file: File) => {
    setChosen({ file, url: URL.createObjectURL(file) });
    setError(null);
    onChosen();
  };
  usePastedImage(
    (file) => void looksLikePhoto(file).then((ok) => (ok ? choose(file) : setError(UPLOAD_ERRORS.notAPhoto))),
    pasting,
  );
  const onFiles = (files: File[], refuse: (message: string) => void) => {
    const [file] = files;
    if (!file) return;
    void looksLikePhoto(file).then((ok) => (ok ? choose(file) : refuse(`${file.name}: ${UPLOAD_ERRORS.notAPhoto}`)));
  };

  return {
    photo: chosen?.file ?? null,
    previewUrl,
    error,
    setError,
    choose,
    onFiles,
    remove: () => setChosen(null),
  };
}
