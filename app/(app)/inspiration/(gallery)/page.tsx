import type { Metadata } from "next";
import { GalleryPage } from "./gallery-page";

export const metadata: Metadata = { title: "inspiration gallery" };

/** /inspiration: every look. */
export default function InspirationPage() {
  return <GalleryPage filter="all" />;
}
