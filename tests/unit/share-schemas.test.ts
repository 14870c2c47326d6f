import { BACKGROUND_COLORS, SHARE_CAPTION_MAX } from "@/lib/constants";
import { SHARE_MESSAGES } from "@/lib/messages/share";
import {
  createShareImageRequestSchema,
  plainCaption,
  shareOptionsSchema,
  shareRequestSchema,
} from "@/lib/share/schemas";
import { describe, expect, it } from "vitest";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("shareOptionsSchema (the dialog and the server)", () => {
  it("fills in the defaults: 'ootd', black, modern", () => {
    expect(shareOptionsSchema.parse({})).toEqual({
      caption: "ootd",
      background: BACKGROUND_COLORS[0],
      template: "modern",
    });
    expect(createShareImageRequestSchema.parse(undefined)).toEqual({
      caption: "ootd",
      background: "#000000",
      template: "modern",
    });
  });

  it("accepts every preset in any case and answers it as the constant spells it", () => {
    for (const colour of BACKGROUND_COLORS)
      expect(shareOptionsSchema.parse({ background: colour.toUpperCase() }).background).toBe(colour);
  });

  it("refuses with the messages the dialog shows", () => {
    expect(messageOf(shareOptionsSchema.safeParse({ background: "#010101" }))).toBe(SHARE_MESSAGES.invalidBackground);
    expect(messageOf(shareOptionsSchema.safeParse({ template: "grid" }))).toBe(SHARE_MESSAGES.invalidTemplate);
    expect(messageOf(shareOptionsSchema.safeParse({ caption: "x".repeat(SHARE_CAPTION_MAX + 1) }))).toBe(
      "Please keep the caption to 80 characters or fewer.",
    );
    expect(messageOf(shareRequestSchema.safeParse({ platform: "tiktok" }))).toBe(SHARE_MESSAGES.invalidPlatform);
    expect(shareRequestSchema.parse({ platform: "twitter" })).toEqual({ platform: "twitter" });
  });

  it("keeps captions plain: trimmed, control and direction characters gone, markup kept as characters", () => {
    expect(shareOptionsSchema.parse({ caption: "  <b>hi</b>\r\n<i>x</i>\u0007\u202e " }).caption).toBe(
      "<b>hi</b> <i>x</i>",
    );
    expect(plainCaption("a\tb\n\nc")).toBe("a b c");
    // The bound is counted after trimming.
    expect(shareOptionsSchema.parse({ caption: `   ${"x".repeat(SHARE_CAPTION_MAX)}   ` }).caption).toHaveLength(
      SHARE_CAPTION_MAX,
    );
  });
});
