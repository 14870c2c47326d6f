import type { Metadata } from "next";
import { ClosetScreen } from "./closet-screen";

export const metadata: Metadata = { title: "your closet" };

export default function ClosetPage() {
  return <ClosetScreen />;
}
