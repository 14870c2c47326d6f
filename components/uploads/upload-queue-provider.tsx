"use client";

import { connectUploadQueue } from "@/components/uploads/upload-queue-runner";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";

/**
 * Mounts the upload queue (issue #25) above every app screen: the queue itself is module state
 * (lib/uploads/queue-store.ts) run by components/uploads/upload-queue-runner.ts, so navigating
 * between screens never drops an entry; this island hands it the app's query client, so lists
 * refresh as photos land. The background-removal client loads with the first closet photo.
 */
export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => connectUploadQueue(queryClient), [queryClient]);
  return children;
}
