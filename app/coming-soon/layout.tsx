import { QueryProvider } from "@/components/providers/query-provider";

/** The waitlist form submits through React Query. */
export default function ComingSoonLayout({ children }: LayoutProps<"/coming-soon">) {
  return <QueryProvider>{children}</QueryProvider>;
}
