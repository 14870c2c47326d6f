"use client";

import { useSubmission } from "@/components/forms/use-submission";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BusyLabel } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { describeError, sendJson } from "@/lib/api-client";
import { CALENDAR_FEED_KEY, type CalendarFeedStatus, webcalUrl } from "@/lib/calendar-feed/contract";
import { CALENDAR_FEED_TEXT } from "@/lib/messages/calendar-feed";
import { CalendarPlus, Copy } from "lucide-react";
import { useRef, useState } from "react";

/**
 * /account's calendar feed (issue #43): turn the private feed on or off, and while it is on, its
 * link to copy or open as a subscription (webcal). The server renders the current status; the
 * status line is a live region, so turning it on or off is announced where the button stays.
 */
export function CalendarFeed({ initial }: { initial: CalendarFeedStatus }) {
  const [status, setStatus] = useState(initial);
  const link = useRef<HTMLInputElement>(null);
  const { send, busy } = useSubmission<boolean, CalendarFeedStatus>({
    submit: (on) => sendJson<CalendarFeedStatus>(on ? "POST" : "DELETE", CALENDAR_FEED_KEY),
    onSuccess: setStatus,
    onError: (error) =>
      toast({
        ...(status.enabled ? CALENDAR_FEED_TEXT.turnOffFailure : CALENDAR_FEED_TEXT.turnOnFailure),
        description: describeError(error),
        variant: "destructive",
      }),
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast(CALENDAR_FEED_TEXT.linkCopied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected for a manual copy.
      link.current?.select();
      toast(CALENDAR_FEED_TEXT.copyFailure);
    }
  }

  const url = status.enabled ? status.url : null;
  return (
    <div className="grid gap-4" data-testid="calendar-feed">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={status.enabled ? "secondary" : "primary"}
          onClick={() => void send(!status.enabled)}
          disabled={busy}
          aria-busy={busy}
        >
          <BusyLabel
            busy={busy}
            busyLabel={status.enabled ? CALENDAR_FEED_TEXT.turningOff : CALENDAR_FEED_TEXT.turningOn}
          >
            {status.enabled ? CALENDAR_FEED_TEXT.turnOff : CALENDAR_FEED_TEXT.turnOn}
          </BusyLabel>
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {status.enabled ? CALENDAR_FEED_TEXT.on : CALENDAR_FEED_TEXT.off}
        </p>
      </div>
      {url ? (
        <div className="grid gap-2">
          <Label htmlFor="calendar-feed-link">{CALENDAR_FEED_TEXT.linkLabel}</Label>
          <Input
            ref={link}
            id="calendar-feed-link"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby="calendar-feed-hint"
            className="font-mono text-sm"
          />
          <p id="calendar-feed-hint" className="text-sm text-muted-foreground">
            {CALENDAR_FEED_TEXT.linkHint}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void copy(url)}>
              <Copy aria-hidden />
              {CALENDAR_FEED_TEXT.copyLink}
            </Button>
            <a href={webcalUrl(url)} className={buttonVariants({ variant: "secondary" })}>
              <CalendarPlus aria-hidden />
              {CALENDAR_FEED_TEXT.addToCalendar}
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
