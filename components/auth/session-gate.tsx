"use client";

import { Spinner } from "@/components/ui/spinner";
import { storeRedirectAfterAuth } from "@/lib/auth/client-storage";
import { AUTH_PATH, safeRedirectPath } from "@/lib/auth/redirect";
import { adoptServerSession } from "@/lib/auth/session-store";
import type { ServerSession } from "@/lib/auth/types";
import { TIMINGS } from "@/lib/constants";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type ReactNode, useEffect, useState } from "react";
import { useSession } from "./session";

/**
 * The protected screens' client gate (SPEC §2): the screen for a user or guest. Anyone else has the
 * path stored as redirectAfterAuth and goes to /auth, behind a spinner with 'Loading your
 * session...' once that takes over 300 ms. The request gate has usually turned such visitors away
 * already; this covers sessions that end while a page is open. `serverSaw` is who the server
 * rendered this group for.
 */
export function SessionGate({ serverSaw, children }: { serverSaw: ServerSession; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { status } = useSession();
  // Once this screen had a user or guest, losing them (logout, or a guest choosing 'sign in')
  // sends the visitor to /auth. Before that, a tab that thinks it has no session (one that left
  // guest mode, or was signed in from another tab) takes the server's word, as on a page load.
  const [hadSession, setHadSession] = useState(false);
  const hasSession = status === "user" || status === "guest";
  if (hasSession && !hadSession) setHadSession(true);
  const adopt = !hasSession && !hadSession && (serverSaw.user !== null || serverSaw.guest);
  const allowed = hasSession || adopt;

  useEffect(() => {
    if (adopt) adoptServerSession(serverSaw);
  }, [adopt, serverSaw]);

  useEffect(() => {
    if (allowed) return;
    const query = searchParams.toString();
    const here = safeRedirectPath(`${pathname}${query ? `?${query}` : ""}`);
    if (here) storeRedirectAfterAuth(here);
    router.replace(AUTH_PATH);
  }, [allowed, pathname, searchParams, router]);

  if (allowed) return <>{children}</>;
  return <SessionLoading />;
}

function SessionLoading() {
  const [showSpinner, setShowSpinner] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowSpinner(true), TIMINGS.sessionSpinnerDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex flex-1 items-center justify-center py-24" data-session-loading>
      {showSpinner ? (
        <div className="flex flex-col items-center gap-3 text-muted-foreground">
          <Spinner size="lg" label={AUTH_MESSAGES.loadingSession} />
          <p aria-hidden>{AUTH_MESSAGES.loadingSession}</p>
        </div>
      ) : null}
    </div>
  );
}
