/** What a person reads when the style assistant (lib/ai) fails; routes answer these as `{message}`. */
export const AI_MESSAGES = {
  unusableAnswer: "The style assistant gave an answer we couldn't use. Please try again.",
  unusableAnswerFrom: (provider: string) =>
    `The AI provider (${provider}) answered in a form we couldn't use. Please try again.`,
  busy: "The style assistant is busy right now. Please try again in a minute.",
  timeout: "The style assistant took too long to answer. Please try again in a minute.",
  unavailable: "The style assistant is unavailable right now. Please try again later.",
  unreadableImage: "We couldn't read that image. Please upload a JPEG, PNG or WebP photo.",
  localLabel: "basic local analysis",
  /** The chip on the upload screens and the account page when a model does the analysis. */
  providerLabel: (provider: string, model?: string) => `AI analysis · ${provider}${model ? ` (${model})` : ""}`,
} as const;
