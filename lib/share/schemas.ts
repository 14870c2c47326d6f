/**
 * Inputs and answers of the share calls, shared by the share dialog (client) and the route handlers
 * (server). No server imports: safe in the browser.
 */
import {
  BACKGROUND_COLORS,
  DEFAULT_CAPTION,
  SHARE_CAPTION_MAX,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  SHARE_PLATFORMS,
  SHARE_TEMPLATES,
} from "@/lib/constants";
import { SHARE_MESSAGES } from "@/lib/messages/share";
import { z } from "zod";

export * from "./contract";
export { SHARE_CAPTION_MAX, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH };

/**
 * Control characters (line breaks become spaces) and bidirectional overrides, which could make a
 * caption read differently from what it says. Everything else stays: the caption is drawn as text,
 * never parsed, so `<b>` is three characters.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const plainCaption = (value: string) =>
  value.replace(CONTROL, (char) => (/[\t\n\v\f\r\u0085]/.test(char) ? " " : "")).replace(/ {2,}/g, " ");

const backgrounds: readonly string[] = BACKGROUND_COLORS;

/** The share image's options: all optional (the dialog's defaults), checked and normalised here. */
export const shareOptionsSchema = z.object({
  caption: z
    .string({ error: SHARE_MESSAGES.invalidCaption })
    .transform(plainCaption)
    .pipe(z.string().trim().max(SHARE_CAPTION_MAX, SHARE_MESSAGES.captionTooLong(SHARE_CAPTION_MAX)))
    .default(DEFAULT_CAPTION),
  // Compared case-insensitively ("#FFFFFF" is the white preset), stored as the constant spells it.
  background: z
    .string({ error: SHARE_MESSAGES.invalidBackground })
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => backgrounds.includes(value), SHARE_MESSAGES.invalidBackground)
    .transform((value) => value as (typeof BACKGROUND_COLORS)[number])
    .default(BACKGROUND_COLORS[0]),
  template: z.enum(SHARE_TEMPLATES, { error: SHARE_MESSAGES.invalidTemplate }).default("modern"),
});
export type ShareOptions = z.output<typeof shareOptionsSchema>;
export type ShareOptionsInput = z.input<typeof shareOptionsSchema>;

/** POST /api/outfits/{id}/create-share-image's body: the options, or no body at all for the defaults. */
export const createShareImageRequestSchema = z.preprocess((value) => value ?? {}, shareOptionsSchema);

/** POST /api/outfits/{id}/share: `{platform, token?}`; without a token, the outfit's newest share. */
export const shareRequestSchema = z.object({
  platform: z.enum(SHARE_PLATFORMS, { error: SHARE_MESSAGES.invalidPlatform }),
  token: z.string({ error: SHARE_MESSAGES.invalidToken }).optional(),
});
export type ShareRequest = z.infer<typeof shareRequestSchema>;
