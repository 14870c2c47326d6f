"use client";

import type { ModelSize } from "@/lib/background-removal/config";
import { createContext, type ReactNode, useContext } from "react";

const InstalledModelsContext = createContext<readonly ModelSize[]>([]);

/**
 * The background-removal models this server has (lib/background-removal/installed.ts), given by the
 * page's server shell so the first HTML already offers only those (issue #46). A tree without it
 * knows of none and offers no model choice it cannot vouch for.
 */
export function InstalledModelsProvider({ sizes, children }: { sizes: readonly ModelSize[]; children: ReactNode }) {
  return <InstalledModelsContext.Provider value={sizes}>{children}</InstalledModelsContext.Provider>;
}

/** The sizes the server has, smallest first (none when the page did not say). */
export function useInstalledModels(): readonly ModelSize[] {
  return useContext(InstalledModelsContext);
}

/** Whether the server has this size's model, so a screen may offer it by name. */
export function useModelInstalled(size: ModelSize): boolean {
  return useInstalledModels().includes(size);
}
