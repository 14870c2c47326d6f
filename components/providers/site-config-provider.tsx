"use client";

import type { SiteConfig } from "@/lib/config/site";
import { createContext, type ReactNode, useContext } from "react";

/** The public part of the server's configuration, for client components. */
export type PublicSiteConfig = Pick<SiteConfig, "productName" | "contactEmail">;

const SiteConfigContext = createContext<PublicSiteConfig | null>(null);

export function SiteConfigProvider({ value, children }: { value: PublicSiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): PublicSiteConfig {
  const value = useContext(SiteConfigContext);
  if (!value) throw new Error("useSiteConfig() needs a <SiteConfigProvider> above it (the root layout renders one).");
  return value;
}
