import type { Metadata } from "next";
import { GalleryPage } from "../gallery-page";

export const metadata: Metadata = { title: "saved inspiration" };

/** /inspiration/saved: the looks the owner saved. */
export default function SavedInspirationPage() {
  return <GalleryPage filter="saved" />;
}
