import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { lookNotFound } from "@/lib/errors";
import { listPlans } from "@/lib/plans/store";
import { readTodaySwaps, writeTodaySwaps } from "@/lib/settings";
import type { WearItemView } from "@/lib/wears/contract";
import type { TodayLook, TodayView } from "./contract";
import { noteText, type Plan, planToday, reasonSentences } from "./plan";
import { dayOf, LOOK_ROLES, type LookRole, type TodayQuery, type TodaySwap } from "./schemas";

export * from "./contract";
export * from "./schemas";
export { seasonOf } from "./season";

/** GET /api/today. */
export async function todayFor(owner: Owner, query: TodayQuery): Promise<TodayView> {
  const date = dayOf(query);
  // Tomorrow's looks are read today: their sentences say "tomorrow" (issue #43).
  const daysAhead = query.day === "tomorrow" ? 1 : 0;
  return viewOf(owner, await planToday(owner, date, await readTodaySwaps(owner, date)), daysAhead);
}

/**
 * POST /api/today/swap: the look with this id gives way to its role's next best; the swap is kept for
 * the owner's day, so the same presses give the same looks. An id that is not one of today's looks: 404.
 */
export async function swapLook(owner: Owner, input: TodaySwap): Promise<TodayView> {
  const date = dayOf(input);
  const swaps = await readTodaySwaps(owner, date);
  const plan = await planToday(owner, date, swaps);
  const index = plan.looks.findIndex((look) => lookId(date, look.role, swaps, look.items) === input.lookId);
  if (index < 0) throw lookNotFound();
  const next = LOOK_ROLES.map((_, i) => (swaps[i] ?? 0) + (i === index ? 1 : 0));
  await writeTodaySwaps(owner, date, next);
  return viewOf(owner, await planToday(owner, date, next));
}

/** A look's id: its day, role, swap count and pieces, so a stale id (another day, an older swap) is told apart. */
const lookId = (date: string, role: LookRole, swaps: readonly number[], items: readonly { id: number }[]) =>
  `${date}.${role}.${swaps[LOOK_ROLES.indexOf(role)] ?? 0}.${items.map((item) => item.id).join("-")}`;

async function viewOf(owner: Owner, plan: Plan, daysAhead = 0): Promise<TodayView> {
  const swaps = await readTodaySwaps(owner, plan.date);
  const ids = [...new Set(plan.looks.flatMap((look) => look.items.map((item) => item.id)))];
  const db = await getDb();
  const rows = await db.clothingItem.findMany({
    where: { ...ownerWhere(owner), id: { in: ids } },
    select: { id: true, imageUrl: true, thumbnailUrl: true, category: true, name: true },
  });
  const byId = new Map<number, WearItemView>(rows.map((row) => [row.id, row]));
  const plans = await listPlans(owner, { from: plan.date, to: plan.date });
  const looks: TodayLook[] = plan.looks.map((look) => ({
    id: lookId(plan.date, look.role, swaps, look.items),
    role: look.role,
    items: look.items.map((item) => byId.get(item.id)).filter((item) => item !== undefined),
    reasons: reasonSentences(plan, look.reasons, daysAhead),
    ...(look.worn ? { worn: true } : {}),
  }));
  return {
    date: plan.date,
    season: plan.season,
    ...(plan.weather ? { weather: plan.weather } : {}),
    ...(plan.weatherUnavailable ? { weatherUnavailable: true as const } : {}),
    looks,
    ...(plan.note ? { note: noteText(plan.note, daysAhead) } : {}),
    plans,
  };
}
