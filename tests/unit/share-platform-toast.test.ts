import { SHARE_TEXT } from "@/lib/messages/share";
import type { ShareView } from "@/lib/share/schemas";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Issue #41: for twitter and facebook the share opens the platform's compose tab, and nothing is
 * posted until the person posts it there. The toast says so, never "shared!".
 */
const { toast, recordShare } = vi.hoisted(() => ({
  toast: vi.fn(),
  recordShare: vi.fn(async (_outfitId: number, platform: string) => ({
    shareUrl: `https://${platform}.example/intent?url=x`,
    pageUrl: "http://app.test/share/abc",
  })),
}));
vi.mock("@/components/ui/use-toast", () => ({ toast }));
vi.mock("@/components/share/use-share", () => ({ recordShare }));

const { sendToPlatform } = await import("@/components/share/send-to-platform");

const current = { token: "abc", imageUrl: "/share.png", caption: "hi" } as unknown as ShareView;

beforeEach(() => {
  const tab = { opener: {}, location: { href: "" }, close: vi.fn() };
  vi.stubGlobal("window", { open: vi.fn(() => tab) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
});

describe("sharing to a platform with a compose tab", () => {
  it.each(["twitter", "facebook"] as const)("tells the person to finish the post in the %s tab", async (platform) => {
    await sendToPlatform(7, platform, current);
    expect(recordShare).toHaveBeenCalledWith(7, platform, "abc");
    expect(toast).toHaveBeenCalledTimes(1);
    const said = toast.mock.calls[0]![0] as { title: string; description: string };
    expect(said).toEqual(SHARE_TEXT.composeOpened(platform));
    expect(said.description).toBe(`finish your post in the ${platform} tab.`);
    expect(`${said.title} ${said.description}`).not.toMatch(/shared/);
  });
});
