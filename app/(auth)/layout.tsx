import { QueryProvider } from "@/components/providers/query-provider";
import type { ReactNode } from "react";

/** /auth signs in, registers and starts guest sessions through React Query mutations. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
