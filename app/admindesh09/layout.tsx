import { QueryProvider } from "@/components/providers/query-provider";
import type { ReactNode } from "react";

/** The admin sign-in form submits through React Query; the admin session is not a user's. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <QueryProvider followSession={false}>{children}</QueryProvider>;
}
