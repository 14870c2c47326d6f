import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import { SHARE_TEXT } from "@/lib/messages/share";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { describe, expect, it } from "vitest";

/** Issue #41: messages in the app's voice (lowercase, short) that say only what happened. */
const lowercase = (text: string) => expect(text.charAt(0), text).toBe(text.charAt(0).toLowerCase());

describe("messages that say what happened", () => {
  it("a password reset says 'password changed' in the app's voice", () => {
    expect(PASSWORD_RESET_MESSAGES.resetDone.title).toBe("password changed");
    lowercase(PASSWORD_RESET_MESSAGES.resetDone.description);
  });

  it("twitter and facebook shares say to finish the post in the platform's tab", () => {
    expect(SHARE_TEXT.composeOpened("twitter").description).toBe("finish your post in the twitter tab.");
    expect(SHARE_TEXT.composeOpened("facebook").description).toBe("finish your post in the facebook tab.");
    expect(JSON.stringify(SHARE_TEXT.composeOpened("twitter"))).not.toMatch(/shared/);
  });

  it("a trip delete says 'trip deleted', offers undo, and says what undo and a failure did", () => {
    expect(TRIP_TEXT.deleted).toBe("trip deleted");
    for (const text of [
      TRIP_TEXT.deleted,
      TRIP_TEXT.undo,
      TRIP_TEXT.restored,
      TRIP_TEXT.undoFailed,
      TRIP_TEXT.undoGone,
    ])
      lowercase(text);
    expect(TRIP_TEXT.deleteFailed).toMatch(/back in your list/);
  });
});
