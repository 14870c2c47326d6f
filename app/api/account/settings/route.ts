import { withOwner } from "@/lib/http/route";
import { getSettings, settingsPatchSchema, updateSettings } from "@/lib/settings";

/** GET /api/account/settings → {hemisphere: "north"|"south", place: {name, latitude, longitude} | null}. */
export const GET = withOwner(async ({ owner }) => Response.json(await getSettings(owner)));

/**
 * PATCH /api/account/settings {hemisphere?, place?: {name} | {latitude, longitude, name?} | null} →
 * the settings. A city name is looked up (unknown: 400 place_not_found; lookup down: 503).
 */
export const PATCH = withOwner({ body: settingsPatchSchema }, async ({ owner, input }) =>
  Response.json(await updateSettings(owner, input)),
);
