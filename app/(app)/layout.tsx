import type { ReactNode } from "react";
import { SessionGate } from "@/components/auth/session-gate";

/**
 * Every screen in this group needs a signed-in user or a guest (SPEC §2 route table). The screens
 * render on the server for the owner the root layout read, so no Suspense boundary here: one would
 * send a blank placeholder first and the screen only by script, hiding it from a first paint without
 * JavaScript.
 */
export default function ProtectedLayout({ children }: { children: ReactNode }) {
  return <SessionGate>{children}</SessionGate>;
}
