import type { QueryClient } from "@tanstack/react-query";

/**
 * The app's query client as the upload queue's runner sees it: UploadQueueProvider (in the app
 * layout) hands it over here, so the layout never loads the runner itself; the runner, loaded with
 * the first photo, reads it to refresh lists as photos land.
 */
let connected: QueryClient | null = null;

export const queueQueryClient = (): QueryClient | null => connected;

export function connectQueueQueryClient(client: QueryClient): () => void {
  connected = client;
  return () => {
    if (connected === client) connected = null;
  };
}
