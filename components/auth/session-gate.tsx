"use client";

import { Spinner } from "@/components/ui/spinner";
import { setGuestFlag, storeRedirectAfterAuth } from "@/lib/auth/client-storage";
import { AUTH_PATH, safeRedirectPath } from "@/lib/auth/redirect";
import { TIMINGS } from "@/lib/constants";
import { AUTH_MESSAGES } from "@/lib/messages";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { useSession } from "./use-session";
import { useServerGuest } from "./use-session-queries";

/**
 * The protected screens' client gate (SPEC §2): blank while the session loads, a spinner with
 * 'Loading your session...' once that takes over 300 ms, then the screen for a user or guest.
 * Anyone else has the path stored as redirectAfterAuth and goes to /auth. The request gate has
 * usually turned such visitors away already; this covers client-side navigation and sessions
 * that end while a page is open.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { status } = useSession();
  // Once this screen had a user or guest, losing them (logout, or a guest choosing 'sign in')
  // sends the visitor to /auth. Before that, a tab without the guest flag (a new tab, or one that
  // left guest mode and came back later) asks the server whether its guest cookie is still good.
  const [hadSession, setHadSession] = useState(false);
  const hasSession = status === "user" || status === "guest";
  if (hasSession && !hadSession) setHadSession(true);
  const probe = status === "anonymous" && !hadSession;
  const serverGuest = useServerGuest(probe);
  const isServerGuest = probe && serverGuest.data?.guest === true;
  const deciding = probe && serverGuest.isPending;
  const allowed = hasSession || isServerGuest;

  useEffect(() => {
    if (isServerGuest) setGuestFlag();
  }, [isServerGuest]);

  useEffect(() => {
    if (deciding || allowed) return;
    const query = searchParams.toString();
    const here = safeRedirectPath(`${pathname}${query ? `?${query}` : ""}`);
    if (here) storeRedirectAfterAuth(here);
    router.replace(AUTH_PATH);
  }, [deciding, allowed, pathname, searchParams, router]);

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
