import { ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { SHARE_TEXT } from "@/lib/messages/share";
import { DELETED_TOASTS, registerWelcomeToast, TOAST } from "@/lib/messages/toasts";
import { describe, expect, it } from "vitest";

/**
 * The UI's voice is lowercase (issue #26, item 13). SPEC §8's toasts keep their exact words, so the
 * only capitalised toast strings are these.
 */
const SPEC_EXACT = new Set<string>([
  "Welcome back!",
  "You have successfully signed in.",
  "Login failed",
  "Please check your credentials and try again.",
  "Account created",
  "Your account has been created successfully.",
  "Registration failed",
  "Please check your information and try again.",
  "Logout failed",
  "Upload failed",
  "Image uploaded successfully",
  "Now you can analyze it for style tags.",
  "Analysis complete",
  "Style tags have been generated for your inspiration image.",
  "Analysis failed",
  "Item deleted",
  "The clothing item has been removed from your closet.",
  "Delete failed",
  "AI couldn't generate outfits. Please try different filters.",
  "Error",
  "Something went wrong. Please try again.",
  "Network Error",
  "Unable to connect. Please check your internet connection and try again.",
  "Success!",
  "Invalid admin password",
  "Failed to update site mode",
]);

type Toast = { title: string; description?: string };
const toasts: Record<string, Toast> = {
  ...Object.fromEntries(Object.entries(TOAST).map(([key, value]) => [`TOAST.${key}`, value])),
  ...Object.fromEntries(Object.entries(ITEM_TEXT.toasts).map(([key, value]) => [`ITEM_TEXT.${key}`, value])),
  "ACCOUNT_MESSAGES.passwordChanged": ACCOUNT_MESSAGES.passwordChanged,
  "ACCOUNT_MESSAGES.passwordChangeFailure": ACCOUNT_MESSAGES.passwordChangeFailure,
  "ACCOUNT_MESSAGES.exportFailure": ACCOUNT_MESSAGES.exportFailure,
  "ACCOUNT_MESSAGES.deleteFailure": ACCOUNT_MESSAGES.deleteFailure,
  "AUTH_MESSAGES.guestFailure": { title: AUTH_MESSAGES.guestFailure },
  "CLOSET_GRID_TEXT.bulkFailure": { ...CLOSET_GRID_TEXT.bulkFailure, description: CLOSET_GRID_TEXT.nothingChanged },
  "CLOSET_GRID_TEXT.undoFailure": { ...CLOSET_GRID_TEXT.undoFailure, description: CLOSET_GRID_TEXT.undoGone },
  "ITEM_TEXT.restoreGone": { title: ITEM_TEXT.restoreGone },
  "SHARE_TEXT.revoked": SHARE_TEXT.revoked,
  "SHARE_TEXT.revokeFailure": SHARE_TEXT.revokeFailure,
  "DELETED_TOASTS.account": DELETED_TOASTS.account,
  "DELETED_TOASTS.guest": DELETED_TOASTS.guest,
  "registerWelcomeToast(6)": registerWelcomeToast(6),
};

describe("toast voice", () => {
  it.each(Object.entries(toasts))("%s is lowercase unless SPEC §8 spells it", (_key, toast) => {
    for (const text of [toast.title, toast.description].filter((part) => part !== undefined)) {
      if (SPEC_EXACT.has(text)) continue;
      expect(text.charAt(0), text).toBe(text.charAt(0).toLowerCase());
    }
  });
});

describe("the welcome after registering as a guest", () => {
  it("counts the closet items that came along, in the singular for one", () => {
    expect(registerWelcomeToast(6)).toEqual({
      title: "Account created",
      description: "welcome! your 6 items are saved to your account.",
    });
    expect(registerWelcomeToast(1).description).toBe("welcome! your 1 item is saved to your account.");
    expect(registerWelcomeToast(1200).description).toBe("welcome! your 1,200 items are saved to your account.");
  });

  it("says nothing about items when there were none: SPEC §8's toast", () => {
    expect(registerWelcomeToast(0)).toEqual(TOAST.registerSuccess);
  });
});
