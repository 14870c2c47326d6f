import "server-only";

import { getStorage } from "@/lib/storage";

/** A stored upload's bytes, or null when the file is gone. */
export async function readStoredImage(key: string): Promise<Uint8Array | null> {
  const stored = await getStorage().get(key);
  return stored ? new Uint8Array(await new Response(stored.body).arrayBuffer()) : null;
}

/** A lazy loader for the AI engine: the file is read only if a provider needs the pixels. */
export const storedImageLoader = (key: string) => async (): Promise<Uint8Array> => {
  const bytes = await readStoredImage(key);
  if (!bytes) throw new Error(`stored image ${key} is missing`);
  return bytes;
};
