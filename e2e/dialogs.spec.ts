import { ACCOUNT_TEXT } from "@/lib/messages/account";
import { registerByApi } from "./support/auth";
import { hydrated } from "./support/clicks";
import { expect, test } from "./support/test";

/**
 * A dialog opens where it stays: centred in the window through its entry animation, which only fades,
 * lifts and scales it. Its keyframes once carried the centring translate as well, on top of the
 * `translate` Tailwind's classes already apply, so for its 220 ms every dialog stood half its width to
 * the left: off a phone's screen, and wherever a test measured it.
 */
const WIDTH = 375;
// The entry animation is the point: with motion, as most people see it (the suite runs reduced).
test.use({ viewport: { width: WIDTH, height: 812 }, reducedMotion: "no-preference" });

test("a dialog stays centred in the window while it opens", async ({ page }) => {
  await registerByApi(page.request);
  await page.goto("/account");
  const open = await hydrated(page.getByRole("button", { name: ACCOUNT_TEXT.deleteButton }));
  // The dialog's horizontal centre on every frame from its first until 400 ms later (the entry takes
  // 220), and on six frames at least: a loaded machine draws fewer frames in that time (CI once drew 3).
  const centres = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        let first: number | null = null;
        const sample = (now: number) => {
          const dialog = document.querySelector('[role="dialog"]');
          if (dialog) {
            first ??= now;
            const box = dialog.getBoundingClientRect();
            seen.push(box.left + box.width / 2);
          }
          if (first !== null && now - first >= 400 && seen.length >= 6) resolve(seen);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
  );
  await open.click();
  const seen = await centres;
  expect(seen.length).toBeGreaterThan(5);
  for (const centre of seen) expect(Math.abs(centre - WIDTH / 2)).toBeLessThanOrEqual(1);
});
