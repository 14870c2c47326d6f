"use client";

import { getQueueState, getServerQueueState, subscribeQueue } from "@/lib/uploads/queue-store";
import { useSyncExternalStore } from "react";

/** The tab's upload queue (entries and the removal model's status), re-rendering on every change. */
export function useUploadQueue() {
  return useSyncExternalStore(subscribeQueue, getQueueState, getServerQueueState);
}
