import type { Hemisphere } from "@/lib/settings/schemas";
import * as z from "zod/mini";

/**
 * The settings form's fields as typed. The place is checked by the server alone (a city it must look
 * up, or coordinates in range), so the form lets any text through and shows the server's refusal.
 * The hemispheres are spelled here rather than imported so this chunk does not bring the handler's
 * classic zod along; `satisfies` keeps them to the handler's.
 */
export const settingsFormSchema = z.object({
  hemisphere: z.enum(["north", "south"] as const satisfies readonly Hemisphere[]),
  place: z.string(),
});
