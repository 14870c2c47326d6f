import type { Metadata } from "next";
import { TagResults } from "./tag-results";

export const metadata: Metadata = { title: "closet by style tag" };

/** The closet tag matching page (SPEC §2): /closet/tags?tags=a,b. */
export default function ClosetTagsPage() {
  return <TagResults />;
}
