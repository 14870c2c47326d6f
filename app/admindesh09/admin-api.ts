import { apiRequest, readJson } from "@/lib/api-client";
import type { SiteMode } from "@/lib/constants";

/** The two admin calls of SPEC §7. The password travels in the body and is never stored. */
export async function checkAdminPassword(password: string): Promise<SiteMode> {
  return modeOf(await apiRequest("POST", "/api/admindesh09/mode", { password }));
}

export async function switchSiteMode(mode: SiteMode, password: string): Promise<SiteMode> {
  return modeOf(await apiRequest("POST", "/api/admindesh09/toggle-mode", { mode, password }));
}

async function modeOf(response: Response): Promise<SiteMode> {
  const body = await readJson<{ mode: SiteMode }>(response);
  if (!body?.mode) throw new Error("The server did not say which mode the site is in.");
  return body.mode;
}
