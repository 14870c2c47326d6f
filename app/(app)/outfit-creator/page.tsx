import type { Metadata } from "next";
import { OutfitPage } from "./outfit-page";

export const metadata: Metadata = { title: "outfit ideas" };

/** /outfit-creator: the outfit screen (SPEC §2). */
export default function Page() {
  return <OutfitPage path="/outfit-creator" />;
}
