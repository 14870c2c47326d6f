/**
 * A fake provider's reply to an outfit-words request (issue #39: the engine picks, the model words):
 * "worded 1", "worded 2"… one per outfit the request lists, read from its "The outfits:" text.
 */
export function wordsForEveryOutfit(request: { texts: string[] }): { kind: "json"; value: unknown } {
  const listing = request.texts.find((text) => text.startsWith("The outfits:")) ?? "";
  const count = listing.split("\n").filter((line) => /^\d+\. /.test(line)).length;
  return {
    kind: "json",
    value: {
      outfits: Array.from({ length: count }, (_, i) => ({
        name: `worded ${i + 1}`,
        description: `A stylist's words for outfit ${i + 1}.`,
        occasion: "a worded occasion",
      })),
    },
  };
}

/** The closet ids an outfit-words request lists ("#12 tops: navy, casual"). */
export const wordedIds = (request: { texts: string[] }) =>
  request.texts
    .join("\n")
    .split("\n")
    .flatMap((line) => line.match(/^#(\d+) /)?.[1] ?? [])
    .map(Number);
