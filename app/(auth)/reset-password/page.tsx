import { Card } from "@/components/ui/card";
import { RESET_TOKEN_PATTERN } from "@/lib/auth/schemas";
import { busyAware } from "@/lib/http/busy-page";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "choose a new password", referrer: "no-referrer" };

/**
 * /reset-password?token=… (issue #30), the page the mail links to. Public. A link without a token
 * that could be one says so at once; whether a well-formed token still works is the server's answer
 * to the form (one message for used, expired and unknown links).
 */
async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  const usable = typeof token === "string" && RESET_TOKEN_PATTERN.test(token) ? token : null;
  return (
    <div className="mx-auto w-full max-w-md flex-1 px-5 py-10 sm:px-6 md:py-16">
      <h1 className="font-display text-title font-normal lowercase">{PASSWORD_RESET_MESSAGES.resetTitle}</h1>
      <p className="mt-3 text-muted-foreground">{PASSWORD_RESET_MESSAGES.resetIntro}</p>
      <Card className="mt-8 p-6 sm:p-8">
        {usable ? (
          <ResetPasswordForm token={usable} />
        ) : (
          <div role="alert" className="grid gap-3 text-sm">
            <p>{token ? PASSWORD_RESET_MESSAGES.invalidToken : PASSWORD_RESET_MESSAGES.missingToken}</p>
            <Link href="/forgot-password" className="text-foreground underline underline-offset-4">
              ask for a new link
            </Link>
          </div>
        )}
      </Card>
    </div>
  );
}

export default busyAware(ResetPasswordPage);
