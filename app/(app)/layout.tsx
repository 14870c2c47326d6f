import { SessionGate } from "@/components/auth/session-gate";
import { ServiceWorker } from "@/components/layout/service-worker";
import { QueryProvider } from "@/components/providers/query-provider";
import { UploadQueueProvider } from "@/components/uploads/upload-queue-provider";
import { getCurrentSession } from "@/lib/auth/current-owner";
import type { ReactNode } from "react";

/**
 * Every screen in this group needs a signed-in user or a guest (SPEC §2 route table). The screens
 * render on the server for the owner the root layout read, so no Suspense boundary here: one would
 * send a blank placeholder first and the screen only by script, hiding it from a first paint without
 * JavaScript. React Query lives here and in /auth, not in the root layout: pages that fetch nothing
 * load none of it.
 */
export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  // Read once per request (the root layout and the screen read the same): who the server let in.
  const { owner, user } = await getCurrentSession();
  return (
    <QueryProvider>
      {/* The upload queue outlives each screen (issue #25): a client island around the server-rendered screens. */}
      <UploadQueueProvider>
        <SessionGate serverSaw={{ user, guest: owner?.kind === "guest" }}>{children}</SessionGate>
        {/* The offline page for navigations (public/sw.js): registered from the app's screens. */}
        <ServiceWorker />
      </UploadQueueProvider>
    </QueryProvider>
  );
}
