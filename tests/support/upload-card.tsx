/**
 * An upload queue entry's card (components/closet/upload-entry-card.tsx) as static markup, with
 * handlers that do nothing: the unit tests read what the card says in each state.
 */
import { UploadEntryCard } from "@/components/closet/upload-entry-card";
import type { QueueEntry } from "@/lib/uploads/queue";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";

/** The card, without its query client (for a provider the test sets up itself). */
export const bareEntryCard = (entry: QueueEntry) => (
  <UploadEntryCard
    entry={entry}
    onRetry={() => {}}
    onRemove={async () => {}}
    onReview={() => {}}
    onCategory={() => {}}
    onSuggestion={async () => {}}
    onReplaced={() => {}}
  />
);

/** The card's HTML, apostrophes unescaped so messages compare as written. */
export const entryCardHtml = (entry: QueueEntry) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{bareEntryCard(entry)}</QueryClientProvider>,
  ).replaceAll("&#x27;", "'");
