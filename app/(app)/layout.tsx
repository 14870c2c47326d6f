import { Suspense, type ReactNode } from "react";
import { SessionGate } from "@/components/auth/session-gate";

/** Every screen in this group needs a signed-in user or a guest (SPEC §2 route table). */
export default function ProtectedLayout({ children }: { children: ReactNode }) {
  return (
    // useSearchParams in the gate needs a Suspense boundary; its fallback is the same blank screen.
    <Suspense fallback={<div className="flex-1" />}>
      <SessionGate>{children}</SessionGate>
    </Suspense>
  );
}
