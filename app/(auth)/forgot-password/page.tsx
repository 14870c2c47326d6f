import { Card } from "@/components/ui/card";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "./forgot-password-form";

export const metadata: Metadata = { title: "forgot password" };

/** /forgot-password (issue #30): asks for a reset link. Public; the form is the only client island. */
export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto w-full max-w-md flex-1 px-5 py-10 sm:px-6 md:py-16">
      <h1 id="forgot-title" className="font-display text-title font-normal lowercase">
        {PASSWORD_RESET_MESSAGES.requestTitle}
      </h1>
      <p className="mt-3 text-muted-foreground">{PASSWORD_RESET_MESSAGES.requestIntro}</p>
      <Card className="mt-8 p-6 sm:p-8">
        <ForgotPasswordForm />
      </Card>
      <p className="mt-6 text-sm text-muted-foreground">
        remembered it?{" "}
        <Link href="/auth" className="text-foreground underline underline-offset-4">
          back to sign in
        </Link>
      </p>
    </div>
  );
}
