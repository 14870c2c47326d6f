import { QueryProvider } from "@/components/providers/query-provider";

/** The admin sign-in form submits through React Query; the admin session is not a user's. */
export default function AdminLayout({ children }: LayoutProps<"/admindesh09">) {
  return <QueryProvider>{children}</QueryProvider>;
}
