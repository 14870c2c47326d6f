"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { connectQueueQueryClient } from "./queue-connection";

/**
 * Sits above every app screen for the upload queue (issue #25): the queue itself is module state
 * (lib/uploads/queue-store.ts) run by components/uploads/upload-queue-runner.ts, so navigating
 * between screens never drops an entry; this island only hands the app's query client over, so
 * lists refresh as photos land. It loads nothing else: the runner arrives with the first photo
 * (components/uploads/upload-queue.ts), so screens that upload nothing never fetch it (issue #31).
 */
export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => connectQueueQueryClient(queryClient), [queryClient]);
  return children;
}
