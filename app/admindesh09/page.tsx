import { StandalonePage } from "@/components/layout/standalone-page";
import type { Metadata } from "next";
import { AdminConsole } from "./admin-console";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

/** The site owner's switch between the full app and the coming-soon waitlist (SPEC §2). */
export default function AdminPage() {
  return (
    <StandalonePage className="flex items-center justify-center bg-muted/50 px-5 py-12">
      <AdminConsole />
    </StandalonePage>
  );
}
