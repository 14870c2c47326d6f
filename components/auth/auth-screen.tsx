"use client";

import { useSiteConfig } from "@/components/providers/site-config-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { BusyLabel } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  clearRedirectAfterAuth,
  clearRegisterFormRequest,
  isRegisterFormRequested,
  readRedirectAfterAuth,
  storeRedirectAfterAuth,
} from "@/lib/auth/client-storage";
import { redirectTargetOrDefault, safeRedirectPath } from "@/lib/auth/redirect";
import type { SsoButton } from "@/lib/auth/sso";
import { useRouter } from "next/navigation";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { LoginForm } from "./login-form";
import { resetViewportAfterSignIn, scrollHeadingIntoView } from "./mobile-resets";
import { RegisterForm } from "./register-form";
import { useSession } from "./session";
import { SsoButtons } from "./sso-buttons";
import { SsoError } from "./sso-error";
import { useContinueAsGuest } from "./use-auth-actions";

type Tab = "login" | "register";

/**
 * The /auth screen (SPEC §2). `redirectParam` is the path the request gate turned the visitor
 * away from; it is validated and kept in sessionStorage as redirectAfterAuth until used.
 * `sidePanel` is the static panel beside the forms (AuthSidePanel), rendered by the server page so
 * its text and icons ship as HTML rather than as this island's code.
 */
export function AuthScreen({
  redirectParam,
  sidePanel,
  providers,
  errorParam,
  passwordLogin,
}: {
  redirectParam: string | null;
  sidePanel: ReactNode;
  /** The configured single sign-on providers: a button each, above the "or". */
  providers: SsoButton[];
  /** `?error=` after a provider sign-in that signed no one in. */
  errorParam: string | null;
  /** False with AUTH_PASSWORD_LOGIN=false: no login or register form. */
  passwordLogin: boolean;
}) {
  const router = useRouter();
  const { status } = useSession();
  const navigated = useRef(false);

  useEffect(() => {
    const safe = safeRedirectPath(redirectParam);
    if (safe) storeRedirectAfterAuth(safe);
  }, [redirectParam]);

  /** Goes to the stored path (default /) once, removing it; later calls do nothing. */
  const leave = useCallback(() => {
    if (navigated.current) return;
    navigated.current = true;
    const target = redirectTargetOrDefault(readRedirectAfterAuth() ?? redirectParam);
    clearRedirectAfterAuth();
    router.replace(target);
  }, [redirectParam, router]);

  const authenticated = status === "user" || status === "guest";
  useEffect(() => {
    if (authenticated) leave();
  }, [authenticated, leave]);

  // Nothing once signed in: a signed-in visitor never sees the forms.
  if (authenticated) return <div className="flex-1" />;
  return (
    <AuthPanels
      onSignedIn={leave}
      sidePanel={sidePanel}
      providers={providers}
      errorParam={errorParam}
      passwordLogin={passwordLogin}
    />
  );
}

function AuthPanels({
  onSignedIn,
  sidePanel,
  providers,
  errorParam,
  passwordLogin,
}: {
  onSignedIn: () => void;
  sidePanel: ReactNode;
  providers: SsoButton[];
  errorParam: string | null;
  passwordLogin: boolean;
}) {
  const { productName } = useSiteConfig();
  // Mounted only in the browser (after the session loaded), so reading storage here is safe.
  const [tab, setTab] = useState<Tab>(() => (isRegisterFormRequested() ? "register" : "login"));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const guest = useContinueAsGuest(onSignedIn);

  useEffect(() => clearRegisterFormRequest(), []);
  useEffect(() => scrollHeadingIntoView(headingRef.current), []);

  const signedIn = () => {
    resetViewportAfterSignIn();
    onSignedIn();
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 gap-10 px-5 py-10 sm:px-6 md:py-16 lg:grid-cols-[1.05fr_0.95fr] lg:items-start lg:gap-14 lg:px-8">
      <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md lg:max-w-none">
        <h1 id="auth-title" ref={headingRef} className="font-display text-title font-normal lowercase">
          welcome to {productName}
        </h1>
        <p className="mt-3 text-muted-foreground">sign in to access your personal wardrobe</p>

        <Card className="mt-8 p-6 sm:p-8">
          <SsoError code={errorParam} className="mb-6" />
          {passwordLogin ? <PasswordForms tab={tab} onTabChange={setTab} onSignedIn={signedIn} /> : null}

          <SsoButtons providers={providers} />

          {passwordLogin || providers.length > 0 ? (
            <div
              className="my-6 flex items-center gap-4 text-xs tracking-[0.2em] text-muted-foreground uppercase"
              role="separator"
            >
              <span className="h-px flex-1 bg-border" />
              or
              <span className="h-px flex-1 bg-border" />
            </div>
          ) : null}

          <Button variant="secondary" size="lg" className="w-full" disabled={guest.isPending} onClick={guest.start}>
            <BusyLabel busy={guest.isPending} busyLabel="continuing...">
              continue as guest
            </BusyLabel>
          </Button>
          <p className="mt-3 text-center text-xs leading-relaxed text-muted-foreground">
            your closet stays private to this browser session. create an account any time to keep it.
          </p>
        </Card>
      </section>
      {sidePanel}
    </div>
  );
}

/** SPEC §2's login and register forms, on tabs (absent with AUTH_PASSWORD_LOGIN=false). */
function PasswordForms({
  tab,
  onTabChange,
  onSignedIn,
}: {
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  onSignedIn: () => void;
}) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as Tab)}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login" tabIndex={-1}>
        <LoginForm onSignedIn={onSignedIn} />
      </TabsContent>
      <TabsContent value="register" tabIndex={-1}>
        <RegisterForm onSignedIn={onSignedIn} />
      </TabsContent>
    </Tabs>
  );
}
