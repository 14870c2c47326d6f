import { AUTH_MESSAGES } from "@/lib/messages/auth";

/**
 * What a provider's callback came back with (`?error=<code>`, lib/auth/sso.ts SsoRefusal, or one of
 * Auth.js's own codes), said to the person; nothing without a code.
 */
export function SsoError({ code, className = "" }: { code: string | null; className?: string }) {
  if (!code) return null;
  const messages: Record<string, string> = AUTH_MESSAGES.ssoErrors;
  return (
    <p role="alert" className={`rounded-md border border-destructive/40 p-3 text-sm text-destructive ${className}`}>
      {messages[code] ?? AUTH_MESSAGES.ssoErrors.other}
    </p>
  );
}
