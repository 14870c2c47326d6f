import { disableFeed, enableFeed, feedStatus } from "@/lib/calendar-feed";
import { publicOrigin } from "@/lib/http/public-origin";
import { withOwner } from "@/lib/http/route";

/** GET /api/account/calendar-feed → {enabled, url}: the feed's absolute URL while it is on, null when off. */
export const GET = withOwner(async ({ owner, req }) => Response.json(await feedStatus(owner, publicOrigin(req))));

/** POST /api/account/calendar-feed → {enabled: true, url}: turns it on; already on, the same URL. */
export const POST = withOwner(async ({ owner, req }) => Response.json(await enableFeed(owner, publicOrigin(req))));

/** DELETE /api/account/calendar-feed → {enabled: false, url: null}: turns it off; the old URL answers 404. */
export const DELETE = withOwner(async ({ owner }) => Response.json(await disableFeed(owner)));
