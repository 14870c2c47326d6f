/** The site mode (coming-soon) as API callers read it. */
export const SITE_MESSAGES = {
  comingSoonApi: (product: string) => `${product} is coming soon. Join the waitlist to hear when it opens.`,
} as const;

/**
 * The page the request gate serves with 503 when it cannot serve the app (app/unavailable): a fresh
 * instance that could not read the site mode yet, or a database too busy to answer in time.
 */
export const UNAVAILABLE_MESSAGES = {
  "starting-up": {
    title: "starting up",
    body: (product: string) => `${product} is just starting up. This takes a moment; please try again shortly.`,
  },
  busy: {
    title: "busy, try again in a moment",
    body: (product: string) =>
      `${product} has a lot to do right now and couldn't load this page in time. Your closet is safe; please try again in a moment.`,
  },
  status: "error 503",
  tryAgain: "try again",
} as const;
