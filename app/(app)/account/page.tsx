import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { accountSummary } from "@/lib/account";
import { signInMethods, type SignInMethods as Methods } from "@/lib/account/identities";
import type { AccountSummary } from "@/lib/account/schemas";
import { aiProviderInfo } from "@/lib/ai";
import { requirePageOwner } from "@/lib/auth/page-owner";
import { authUrlFor } from "@/lib/auth/redirect";
import { type CalendarFeedStatus, feedStatus } from "@/lib/calendar-feed";
import { busyAware } from "@/lib/http/busy-page";
import { publicOriginFromHeaders } from "@/lib/http/public-origin";
import { ACCOUNT_TEXT } from "@/lib/messages/account";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { CALENDAR_FEED_TEXT } from "@/lib/messages/calendar-feed";
import { TODAY_TEXT } from "@/lib/messages/today";
import { getSettings } from "@/lib/settings";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { CalendarFeed } from "./calendar-feed";
import { ChangePasswordForm } from "./change-password-form";
import { CreateAccountLink } from "./create-account-link";
import { DeleteAccount } from "./delete-account";
import { ExportButton } from "./export-button";
import { ImportForm } from "./import-form";
import { SettingsForm } from "./settings-form";
import { SignInMethods } from "./sign-in-methods";

export const metadata: Metadata = { title: "your account" };

/**
 * /account (issue #16): who you are here, what you keep, and what you can do about it: change
 * the password, take everything with you, bring an export back (issue #30), subscribe to your plans
 * from a calendar (issue #43), delete everything.
 * Rendered on the server with the facts in the HTML; the forms are the client islands. Guests get
 * the same page without the password parts.
 */
async function AccountPage({ searchParams }: PageProps<"/account">) {
  const owner = await requirePageOwner("/account");
  const { error } = await searchParams;
  const [summary, settings, methods, calendarFeed] = await Promise.all([
    accountSummary(owner),
    getSettings(owner),
    signInMethods(owner),
    // The feed's link is absolute (a calendar app opens it), on the origin share links use.
    headers().then((requestHeaders) => feedStatus(owner, publicOriginFromHeaders(requestHeaders))),
  ]);
  if (!summary) redirect(authUrlFor("/account"));
  const guest = summary.kind === "guest";

  return (
    <section
      aria-labelledby="account-title"
      className="mx-auto w-full max-w-3xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <h1 id="account-title" className="font-display text-title font-normal">
        {guest ? ACCOUNT_TEXT.guestTitle : ACCOUNT_TEXT.title}
      </h1>
      {guest ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-3">
          <p className="max-w-xl text-muted-foreground">{ACCOUNT_TEXT.guestIntro}</p>
          <CreateAccountLink />
        </div>
      ) : null}
      <div className="mt-8 grid gap-6">
        <Facts summary={summary} analysis={aiProviderInfo().label} />
        {methods ? <SignInCards methods={methods} errorCode={typeof error === "string" ? error : null} /> : null}
        <Card>
          <CardHeader>
            <CardTitle>{TODAY_TEXT.settingsTitle}</CardTitle>
            <CardDescription>{TODAY_TEXT.settingsIntro}</CardDescription>
          </CardHeader>
          <CardContent>
            <SettingsForm initial={settings} />
          </CardContent>
        </Card>
        <CalendarFeedCard status={calendarFeed} />
        <Card>
          <CardHeader>
            <CardTitle>{ACCOUNT_TEXT.exportTitle}</CardTitle>
            <CardDescription>{ACCOUNT_TEXT.exportIntro}</CardDescription>
          </CardHeader>
          <CardContent>
            <ExportButton />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{IMPORT_TEXT.title}</CardTitle>
            <CardDescription>{IMPORT_TEXT.intro}</CardDescription>
          </CardHeader>
          <CardContent>
            <ImportForm />
          </CardContent>
        </Card>
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle>{guest ? ACCOUNT_TEXT.guestDeleteTitle : ACCOUNT_TEXT.deleteTitle}</CardTitle>
            <CardDescription>{guest ? ACCOUNT_TEXT.guestDeleteIntro : ACCOUNT_TEXT.deleteIntro}</CardDescription>
          </CardHeader>
          <CardContent>
            <DeleteAccount username={summary.username} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** A user's ways to sign in (issue #42) and, when there is a password, changing it. */
function SignInCards({ methods, errorCode }: { methods: Methods; errorCode: string | null }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{ACCOUNT_TEXT.signInMethodsTitle}</CardTitle>
          <CardDescription>{ACCOUNT_TEXT.signInMethodsIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          <SignInMethods initial={methods} errorCode={errorCode} />
        </CardContent>
      </Card>
      {methods.hasPassword ? (
        <Card>
          <CardHeader>
            <CardTitle>{ACCOUNT_TEXT.changePasswordTitle}</CardTitle>
            <CardDescription>{ACCOUNT_TEXT.changePasswordIntro}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

/** The calendar feed (issue #43), with its current status in the first HTML. */
function CalendarFeedCard({ status }: { status: CalendarFeedStatus }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{CALENDAR_FEED_TEXT.title}</CardTitle>
        <CardDescription>{CALENDAR_FEED_TEXT.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <CalendarFeed initial={status} />
      </CardContent>
    </Card>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

function Facts({ summary, analysis }: { summary: AccountSummary; analysis: string }) {
  const rows: [string, string][] = [
    ...(summary.username ? ([[ACCOUNT_TEXT.username, summary.username]] as [string, string][]) : []),
    ...(summary.email ? ([[ACCOUNT_TEXT.email, summary.email]] as [string, string][]) : []),
    [
      summary.kind === "guest" ? ACCOUNT_TEXT.guestSince : ACCOUNT_TEXT.memberSince,
      dateFormat.format(new Date(summary.memberSince)),
    ],
    [ACCOUNT_TEXT.styleAnalysis, analysis],
  ];
  const counts: [string, number][] = [
    [ACCOUNT_TEXT.closetItems, summary.counts.closetItems],
    [ACCOUNT_TEXT.inspirationImages, summary.counts.inspirationImages],
    [ACCOUNT_TEXT.savedOutfits, summary.counts.savedOutfits],
    [ACCOUNT_TEXT.activeShareLinks, summary.counts.activeShareLinks],
  ];
  return (
    <Card>
      <CardContent className="grid gap-6">
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]" data-testid="account-facts">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="account-counts">
          {counts.map(([label, value]) => (
            // Label first for screen readers; the number shows above it.
            <div
              key={label}
              className="flex flex-col-reverse rounded-(--radius-card) border border-border p-3"
              data-count={label}
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-display text-2xl">{value.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export default busyAware(AccountPage);
