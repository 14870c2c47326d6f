import { QueryProvider } from "@/components/providers/query-provider";

/** The waitlist form submits through React Query; no session to follow while the app is closed. */
export default function ComingSoonLayout({ children }: LayoutProps<"/coming-soon">) {
  return <QueryProvider followSession={false}>{children}</QueryProvider>;
}
