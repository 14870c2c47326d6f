import { QueryProvider } from "@/components/providers/query-provider";
import type { ReactNode } from "react";

/** The waitlist form submits through React Query; no session to follow while the app is closed. */
export default function ComingSoonLayout({ children }: { children: ReactNode }) {
  return <QueryProvider followSession={false}>{children}</QueryProvider>;
}
