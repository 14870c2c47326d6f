"use server";

import { revalidatePath } from "next/cache";

/**
 * Called by the browser right after the session changed (sign-in, registration, guest, logout), from
 * switchOwner (components/auth/session.tsx), which loads it on use.
 * The client router remembers how pages answered for the previous visitor, including the gate's
 * redirects to /auth, and a plain refresh keeps those. A Server Action that revalidates makes
 * Next drop the whole client cache, so the next navigation asks the server again. Nothing on the
 * server is cached per visitor, so this costs nothing there.
 */
export async function sessionChanged(): Promise<void> {
  revalidatePath("/", "layout");
}
