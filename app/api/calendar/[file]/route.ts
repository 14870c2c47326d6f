import { CALENDAR_FEED_LIMITS, feedFor, feedTokenOf } from "@/lib/calendar-feed";
import { calendarFeedNotFound } from "@/lib/errors";
import { route } from "@/lib/http/route";

/**
 * GET /api/calendar/{token}.ics → the owner's calendar feed (text/calendar): one all-day event per
 * planned day, trips as multi-day events. Public: a phone's calendar sends no cookies, the token is
 * the secret. A malformed name, a token nobody holds or one turned off since answers 404
 * (calendar_feed_not_found). Never stored by a shared cache, never indexed.
 */
export const GET = route<RouteContext<"/api/calendar/[file]">>({ limits: CALENDAR_FEED_LIMITS }, async ({ params }) => {
  const ics = await feedFor(feedTokenOf(params.file));
  if (ics === null) throw calendarFeedNotFound();
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      // Owner data, like every owner's answer (lib/http/route.ts): turning the feed off takes effect at once.
      "Cache-Control": "private, no-store",
      "Content-Disposition": 'inline; filename="stylematch.ics"',
      "X-Robots-Tag": "noindex",
    },
  });
});
