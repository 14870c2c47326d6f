/** Forgot password (issue #30): the screens, the calls' answers and the mail. */
export const PASSWORD_RESET_MESSAGES = {
  forgotLink: "forgot password?",
  requestTitle: "forgot your password?",
  requestIntro: "enter the e-mail address of your account and we'll send you a link to choose a new password.",
  /** The one answer of POST /api/password-reset, whether or not the address has an account. */
  requestSent: "if that address has an account, a link is on its way.",
  requestSentHint: "the link works for 30 minutes. nothing arrived? check your spam folder, or ask again.",
  resetTitle: "choose a new password",
  resetIntro: "type a new password twice. every device signed in to your account will be signed out.",
  /** A used, expired, superseded or unknown link: one message for all, so none can be told apart. */
  invalidToken: "This reset link is invalid or has expired. Please ask for a new one.",
  missingToken: "This page needs the link from your e-mail. Please ask for a new one.",
  /** On /today, where a reset lands (issue #41), in the app's voice like the account page's change. */
  resetDone: { title: "password changed", description: "you're signed in here; every other device was signed out." },
  requestFailure: "Couldn't send the link",
  resetFailure: "Couldn't change the password",
  mailSubject: (product: string) => `Reset your ${product} password`,
  mailText: (product: string, link: string, minutes: number) =>
    [
      "Hello,",
      "",
      `Someone (hopefully you) asked to reset the password of your ${product} account.`,
      `Open this link within ${minutes} minutes to choose a new password:`,
      "",
      link,
      "",
      "If you didn't ask, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
} as const;
