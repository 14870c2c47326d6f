"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";

/**
 * Mounts the upload queue (issue #25) above every app screen: the queue itself is module state
 * (lib/uploads/queue-store.ts) run by components/uploads/upload-queue-runner.ts, so navigating
 * between screens never drops an entry; this island hands it the app's query client, so lists
 * refresh as photos land. The runner arrives after the page (a dynamic import: the same module
 * instance the upload screens import), so screens that upload nothing carry none of it in their
 * first-load JS; the background-removal client loads with the first closet photo.
 */
export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let disconnect: (() => void) | null = null;
    let gone = false;
    void import("./upload-queue-runner").then(({ connectUploadQueue }) => {
      if (!gone) disconnect = connectUploadQueue(queryClient);
    });
    return () => {
      gone = true;
      disconnect?.();
    };
  }, [queryClient]);
  return children;
}
