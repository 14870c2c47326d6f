/** What the last press left to say on the page itself: a failure (alert) or a plain fact (status). */
export type LookNotice = { kind: "alert" | "status"; text: string };

/** What a button's press left to say, as the item page says it: inline, above the looks. */
export function Notice({ notice }: { notice: LookNotice | null }) {
  // Both live regions are always there, so a screen reader hears a message the first time it appears.
  return (
    <>
      <p role="alert" className="mt-6 text-sm text-destructive empty:hidden">
        {notice?.kind === "alert" ? notice.text : ""}
      </p>
      <p role="status" className="mt-6 text-sm empty:hidden">
        {notice?.kind === "status" ? notice.text : ""}
      </p>
    </>
  );
}
