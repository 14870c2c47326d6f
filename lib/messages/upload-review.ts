/** The review's words (issue #25), shared by the entry card and the e2e specs. */
import type { Category } from "@/lib/constants";
import type { ReviewChoice, ReviewReason } from "@/lib/uploads/queue";

export const REVIEW_TEXT: Record<ReviewReason, string> = {
  empty: "the cut-out came out almost empty.",
  full: "the cut-out kept almost the whole photo, background included.",
  small: "this photo is very small, so the cut-out may be wrong.",
  speckled: "the cut-out kept bits of the background around the piece.",
  asked: "check the cut-out before it's saved.",
};

export const REVIEW_CHOICES: Record<ReviewChoice, string> = {
  keep: "keep this cut-out",
  original: "use the original photo",
  large: "try the large model",
};

/** How the card names a category in its question when the detection was unsure (issue #46). */
export const CATEGORY_PHRASE: Record<Category, string> = {
  tops: "a top",
  bottoms: "bottoms",
  dresses: "a dress",
  outerwear: "outerwear",
  shoes: "shoes",
  accessories: "an accessory",
  suits: "a suit",
  other: "something else",
};

/** "is it a top or shoes?": the question, from the categories to choose between. */
export const categoryQuestion = (choices: readonly Category[]) =>
  `is it ${choices.map((choice) => CATEGORY_PHRASE[choice]).join(" or ")}?`;
