import type { Metadata } from "next";
import { OutfitPage } from "../outfit-creator/outfit-page";

export const metadata: Metadata = { title: "outfit ideas" };

/** /outfit-ideas: the same screen as /outfit-creator (SPEC §2). */
export default function Page() {
  return <OutfitPage path="/outfit-ideas" />;
}
