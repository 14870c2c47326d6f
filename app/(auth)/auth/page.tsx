import { AuthScreen } from "@/components/auth/auth-screen";
import { AuthSidePanel } from "@/components/auth/auth-side-panel";
import { passwordLoginOn } from "@/lib/auth/password-login";
import { ssoButtons } from "@/lib/auth/sso";
import { busyAware } from "@/lib/http/busy-page";
import type { Metadata } from "next";

export const metadata: Metadata = { title: "sign in" };

/**
 * /auth: sign in, register, a configured single sign-on provider, or continue as a guest.
 * `?redirect=` comes from the request gate; `?error=` from a provider sign-in that failed.
 */
async function AuthPage({ searchParams }: PageProps<"/auth">) {
  const { redirect, error } = await searchParams;
  return (
    <AuthScreen
      redirectParam={typeof redirect === "string" ? redirect : null}
      errorParam={typeof error === "string" ? error : null}
      providers={ssoButtons()}
      passwordLogin={passwordLoginOn()}
      sidePanel={<AuthSidePanel />}
    />
  );
}

export default busyAware(AuthPage);
