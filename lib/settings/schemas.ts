import { noControlCharacters } from "@/lib/forms/plain-text";
import { TODAY_TEXT } from "@/lib/messages/today";
import { z } from "zod";

/** The owner's settings (issue #29), shared by the account page's form and PATCH /api/account/settings. */
export const HEMISPHERES = ["north", "south"] as const;
export type Hemisphere = (typeof HEMISPHERES)[number];

export type Place = { name: string; latitude: number; longitude: number };
export type SettingsView = { hemisphere: Hemisphere; place: Place | null };

export const placeSchema = z.object({
  name: z.string().trim().min(1).max(120).check(noControlCharacters()),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/**
 * PATCH body: `hemisphere`, and `place` as a city name to look up ({name}), coordinates
 * ({latitude, longitude}, optional name), or null to forget it.
 */
export const settingsPatchSchema = z
  .object({
    hemisphere: z.enum(HEMISPHERES).optional(),
    place: z
      .object({
        name: z.string().trim().min(1).max(120).check(noControlCharacters()).optional(),
        latitude: z.number().min(-90).max(90).optional(),
        longitude: z.number().min(-180).max(180).optional(),
      })
      .strict()
      .refine((place) => (place.latitude === undefined) === (place.longitude === undefined), {
        message: TODAY_TEXT.placeNeedsBoth,
      })
      .refine((place) => place.name !== undefined || place.latitude !== undefined, {
        message: TODAY_TEXT.placeNeedsBoth,
      })
      .nullable()
      .optional(),
  })
  .strict();
export type SettingsPatch = z.output<typeof settingsPatchSchema>;
