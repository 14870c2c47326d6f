import { AuthScreen } from "@/components/auth/auth-screen";
import { AuthSidePanel } from "@/components/auth/auth-side-panel";
import { busyAware } from "@/lib/http/busy-page";
import type { Metadata } from "next";

export const metadata: Metadata = { title: "sign in" };

/** /auth: sign in, register or continue as a guest. `?redirect=` comes from the request gate. */
async function AuthPage({ searchParams }: PageProps<"/auth">) {
  const { redirect } = await searchParams;
  return <AuthScreen redirectParam={typeof redirect === "string" ? redirect : null} sidePanel={<AuthSidePanel />} />;
}

export default busyAware(AuthPage);
