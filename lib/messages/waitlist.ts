/** The waitlist form's own words beyond SPEC §2: the inline state after a signup. */
export const WAITLIST_TEXT = {
  joinedTitle: "you're on the list",
  another: "add another address",
} as const;

/** The waitlist's answers (SPEC §2), shown in the 'Success!' toast. */
export const WAITLIST_MESSAGES = {
  joined: "You're on the list! We'll email you when we launch.",
  alreadyJoined: "You're already on the list — we'll be in touch soon.",
} as const;
