"use client";

import type { ReactNode } from "react";
import { QueryProvider } from "./query-provider";
import { SiteConfigProvider, type PublicSiteConfig } from "./site-config-provider";

export function AppProviders({ siteConfig, children }: { siteConfig: PublicSiteConfig; children: ReactNode }) {
  return (
    <SiteConfigProvider value={siteConfig}>
      <QueryProvider>{children}</QueryProvider>
    </SiteConfigProvider>
  );
}
