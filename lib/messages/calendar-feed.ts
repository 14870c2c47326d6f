/** The private calendar feed (issue #43): the account page's section, the feed's own words, its refusal. */
import { PLAN_TEXT } from "./plans";

/** /account's "calendar feed" section. */
export const CALENDAR_FEED_TEXT = {
  title: "calendar feed",
  intro:
    "subscribe from your phone's calendar to see your planned outfits and trips. anyone with the link can see them, so keep it to yourself.",
  turnOn: "turn on",
  turnOff: "turn off",
  turningOn: "turning on...",
  turningOff: "turning off...",
  /** The status line, announced when it changes. */
  on: "your calendar feed is on.",
  off: "your calendar feed is off.",
  linkLabel: "feed link",
  /** Under the link: what "turn off" does to calendars already subscribed. */
  linkHint: "turning the feed off stops this link for good; turning it on again makes a new one.",
  copyLink: "copy link",
  addToCalendar: "add to calendar",
  linkCopied: { title: "link copied", description: "calendar feed link copied to clipboard" },
  copyFailure: { title: "couldn't copy the link", description: "select the link and copy it yourself." },
  turnOnFailure: { title: "couldn't turn on the calendar feed" },
  turnOffFailure: { title: "couldn't turn off the calendar feed" },
} as const;

/** GET /api/calendar/<token>.ics: a token nobody holds (never issued, or turned off since). */
export const CALENDAR_FEED_MESSAGES = {
  notFound: "That calendar feed was not found: it may have been turned off.",
} as const;

/** What the subscriber's calendar shows: the calendar's name and each event's title. */
export const CALENDAR_FEED_WORDS = {
  calendarName: (product: string) => `${product} plans`,
  calendarDescription: (product: string) => `the outfits and trips you planned in ${product}`,
  /** "sunday best: white shirt, navy chinos" (an outfit's name, then its pieces), or the pieces alone. */
  plan: (outfitName: string | null, pieces: readonly string[]) => {
    const list = pieces.join(", ");
    if (!outfitName) return list || PLAN_TEXT.plannedLook;
    return list ? `${outfitName}: ${list}` : outfitName;
  },
  /** A day's several plans, in the order they were made. */
  plansJoiner: " / ",
  trip: (name: string, place: string | null) => (place ? `${name} (${place})` : name),
} as const;
