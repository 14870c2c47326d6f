"use client";

import { useState, type ReactNode } from "react";
import { syncGuestFlag } from "@/lib/auth/client-storage";
import { ServerSessionContext, type ServerSession } from "@/lib/auth/server-session";
import { QueryProvider } from "./query-provider";
import { SiteConfigProvider, type PublicSiteConfig } from "./site-config-provider";

export function AppProviders({ siteConfig, session, children }: { siteConfig: PublicSiteConfig; session: ServerSession; children: ReactNode }) {
  // Once per page load, before anything reads the flag: the tab's guest flag follows the cookie.
  useState(() => {
    if (typeof window !== "undefined") syncGuestFlag(session.guest && !session.user);
  });
  return (
    <SiteConfigProvider value={siteConfig}>
      <ServerSessionContext.Provider value={session}>
        <QueryProvider initialUser={session.user}>{children}</QueryProvider>
      </ServerSessionContext.Provider>
    </SiteConfigProvider>
  );
}
