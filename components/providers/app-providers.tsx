"use client";

import { ServerSessionContext } from "@/components/auth/use-server-session";
import { syncGuestFlag } from "@/lib/auth/client-storage";
import { seedSession } from "@/lib/auth/session-store";
import type { ServerSession } from "@/lib/auth/types";
import { useState, type ReactNode } from "react";
import { SiteConfigProvider, type PublicSiteConfig } from "./site-config-provider";

export function AppProviders({
  siteConfig,
  session,
  children,
}: {
  siteConfig: PublicSiteConfig;
  session: ServerSession;
  children: ReactNode;
}) {
  // Once per page load, before anything reads them: the tab's guest flag follows the cookie, and
  // the session store starts with the session this page was rendered for.
  useState(() => {
    if (typeof window === "undefined") return;
    syncGuestFlag(session.guest && !session.user);
    seedSession(session);
  });
  return (
    <SiteConfigProvider value={siteConfig}>
      <ServerSessionContext.Provider value={session}>{children}</ServerSessionContext.Provider>
    </SiteConfigProvider>
  );
}
