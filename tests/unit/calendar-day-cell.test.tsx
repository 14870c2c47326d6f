import { DayCell, type DayChoice } from "@/app/(app)/calendar/day-cell";
import { dayLabel } from "@/lib/calendar/month-grid";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { PLAN_TEXT } from "@/lib/messages/plans";
import type { PlanView } from "@/lib/plans/contract";
import type { WearView } from "@/lib/wears/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const TODAY = "2026-11-30";
const item = (id: number) => ({
  id,
  name: null,
  category: "tops",
  imageUrl: `/i/${id}.jpg`,
  thumbnailUrl: `/t/${id}.jpg`,
});
const plan = (date: string, extra: Partial<PlanView> = {}): PlanView => ({
  id: 1,
  date,
  outfitId: null,
  outfitName: null,
  items: [item(1), item(2)],
  note: null,
  free: false,
  wearId: null,
  warnings: [],
  ...extra,
});
const wear = (date: string, pieces: number): WearView => ({
  id: 9,
  date,
  outfitId: null,
  items: Array.from({ length: pieces }, (_, index) => item(index + 1)),
});
const choice: DayChoice = {
  today: TODAY,
  focused: TODAY,
  selected: null,
  onChoose: () => {},
  onMoveFocus: () => {},
  picking: false,
  onCancelPick: () => {},
  dragging: false,
  onDropOutfit: () => {},
};

const VOID = new Set(["img", "br", "input"]);

/** The text a screen reader gets from markup: everything but aria-hidden subtrees (and svg icons). */
function spokenText(html: string): string {
  const hidden: boolean[] = [];
  let text = "";
  for (const [, tag, name, attrs, content] of html.matchAll(/(<\/?([a-z0-9]+)([^>]*)>)|([^<]+)/g)) {
    if (content !== undefined) {
      if (!hidden.includes(true)) text += content;
      continue;
    }
    if (tag!.startsWith("</")) hidden.pop();
    else if (!VOID.has(name!) && !tag!.endsWith("/>")) hidden.push(/aria-hidden="true"/.test(attrs!) || name === "svg");
  }
  return text.replace(/\s+/g, " ").trim();
}

/** The cell as the first HTML has it, and the words a screen reader gets from it. */
function render(date: string, wears: WearView[], plans: PlanView[]) {
  const html = renderToStaticMarkup(
    <DayCell date={date} day={Number(date.slice(8))} inMonth wears={wears} plans={plans} {...choice} />,
  );
  return { html, said: spokenText(html) };
}

describe("a day cell with plans (issue #43)", () => {
  it("says a planned day's plans after its number and marks it, not by colour alone", () => {
    const { html, said } = render("2026-12-01", [], [plan("2026-12-01")]);
    expect(said).toBe(CALENDAR_TEXT.dayCell(dayLabel("2026-12-01"), 0, { planned: 1, worn: 0, missed: 0 }));
    expect(said).toBe("tuesday 1 december, 1 look planned");
    expect(html).toContain('data-plan-mark="planned"');
    expect(html).toContain("border-dashed");
    expect(html).toContain(`>${PLAN_TEXT.planned}<`);
  });

  it("keeps a worn day's words, and a missed plan fades without counting as worn", () => {
    expect(render(TODAY, [wear(TODAY, 2)], []).said).toBe(CALENDAR_TEXT.dayCell(dayLabel(TODAY), 2));
    const missed = render("2026-11-28", [], [plan("2026-11-28")]);
    expect(missed.said).toBe("saturday 28 november, 1 planned look not worn");
    expect(missed.html).toContain('data-plan-mark="missed"');
    expect(missed.html).toContain("opacity-40");
    expect(missed.html).toContain(`>${PLAN_TEXT.missed}<`);
  });

  it("says a plan worn beside the pieces its wear logged", () => {
    const { said, html } = render(TODAY, [wear(TODAY, 2)], [plan(TODAY, { wearId: 9 })]);
    expect(said).toBe("monday 30 november, 2 pieces worn, 1 look worn as planned");
    expect(html).toContain('data-plan-mark="worn"');
  });
});
