"use client";

import { toast } from "@/components/ui/use-toast";
import { preparePhoto } from "@/components/uploads/prepare-photo";
import { describeError, sendJson } from "@/lib/api-client";
import type { InspirationAnalysis, InspirationView } from "@/lib/inspiration/contract";
import { TOAST } from "@/lib/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { refreshInspiration } from "./use-inspiration";

/** SPEC §4 inspiration upload flow. */
export type InspirationUploadState = {
  file: File | null;
  /** The chosen photo, shown at once; replaced by the server's copy once uploaded. */
  previewUrl: string | null;
  /** The server's id and image URL once uploaded (null until then). */
  id: number | null;
  imageUrl: string | null;
  tags: string[];
  status: "idle" | "uploading" | "uploaded" | "analyzing" | "upload-failed";
  error: string | null;
};

const INITIAL: InspirationUploadState = {
  file: null,
  previewUrl: null,
  id: null,
  imageUrl: null,
  tags: [],
  status: "idle",
  error: null,
};

/**
 * One inspiration photo at a time: choosing a file resets the previous image, id and tags and
 * uploads at once; 'get style tags' analyses it. A failed upload keeps the file for 'try again';
 * a failed analysis leaves the image as it was, ready to analyse again.
 */
export function useInspirationUpload() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<InspirationUploadState>(INITIAL);
  // The upload or analysis that is current: a newer choice makes an older answer irrelevant.
  const generation = useRef(0);
  const preview = useRef<string | null>(null);

  const upload = useCallback(
    async (chosen: File) => {
      const current = ++generation.current;
      // Checked (and a HEIC decoded) in the browser first: a file that is not a photo is never sent.
      const prepared = await preparePhoto(chosen);
      if (current !== generation.current) return;
      if (!prepared.ok) {
        toast({
          ...TOAST.uploadFailure,
          description: `${chosen.name || "That file"}: ${prepared.message}`,
          variant: "destructive",
        });
        return;
      }
      const file = prepared.file;
      if (preview.current) URL.revokeObjectURL(preview.current);
      const previewUrl = URL.createObjectURL(file);
      preview.current = previewUrl;
      setState({ ...INITIAL, file, previewUrl, status: "uploading" });
      try {
        const form = new FormData();
        form.set("image", file, file.name || "pasted-image.png");
        const created = await sendJson<InspirationView>("POST", "/api/inspiration", form);
        if (current !== generation.current) return;
        setState((state) => ({ ...state, id: created.id, imageUrl: created.imageUrl, tags: [], status: "uploaded" }));
        toast(TOAST.inspirationUploadSuccess);
        void refreshInspiration(queryClient);
      } catch (error) {
        if (current !== generation.current) return;
        const message = describeError(error);
        setState((state) => ({ ...state, status: "upload-failed", error: message }));
        toast({ ...TOAST.uploadFailure, description: message, variant: "destructive" });
      }
    },
    [queryClient],
  );

  const analyze = useCallback(async () => {
    const { id } = state;
    if (id === null || state.status === "analyzing") return;
    const current = generation.current;
    setState((state) => ({ ...state, status: "analyzing", error: null }));
    try {
      const { styleTags } = await sendJson<InspirationAnalysis>("POST", `/api/inspiration/${id}/analyze`);
      if (current !== generation.current) return;
      setState((state) => ({ ...state, tags: styleTags, status: "uploaded" }));
      toast(TOAST.analysisSuccess);
      void refreshInspiration(queryClient);
    } catch (error) {
      if (current !== generation.current) return;
      setState((state) => ({ ...state, status: "uploaded" }));
      toast({ ...TOAST.analysisFailure, description: describeError(error), variant: "destructive" });
    }
  }, [queryClient, state]);

  const retry = useCallback(() => {
    if (state.file) void upload(state.file);
  }, [state.file, upload]);

  // Closing the tab mid-upload would lose the photo: ask first.
  const uploading = state.status === "uploading";
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [uploading]);

  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  return { state, upload, analyze, retry };
}
