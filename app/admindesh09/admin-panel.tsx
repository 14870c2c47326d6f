"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import type { SiteMode } from "@/lib/constants";
import { modeUpdatedToast, SITE_MODE_LABELS as MODE_LABEL, TOAST } from "@/lib/messages/toasts";
import { AppWindow, ExternalLink, Hourglass } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { switchSiteMode } from "./admin-api";

type PanelProps = { password: string; mode: SiteMode; onModeChange: (mode: SiteMode) => void; onLock: () => void };

export function AdminPanel({ password, mode, onModeChange, onLock }: PanelProps) {
  const [switching, setSwitching] = useState(false);
  // One switch at a time: a double click lands before the disabled state renders.
  const inFlight = useRef(false);

  async function enable(next: SiteMode) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSwitching(true);
    try {
      // SPEC §4 reloads the page 1 s after a switch; a reload would lock the panel again (the
      // password is kept in memory only), so the panel shows the mode the server answered instead.
      const saved = await switchSiteMode(next, password);
      toast(modeUpdatedToast(saved));
      onModeChange(saved);
    } catch (error) {
      toast({ ...TOAST.adminSwitchFailure, variant: "destructive" });
      // The password stopped working (changed on the server, or too many attempts): ask again.
      if (error instanceof ApiError && (error.status === 401 || error.status === 429)) onLock();
    } finally {
      inFlight.current = false;
      setSwitching(false);
    }
  }

  return (
    <Card className="w-full max-w-2xl animate-page-fade">
      <CardHeader className="gap-3 p-8 pb-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h1 className="font-display text-3xl leading-tight font-normal">Admin Panel</h1>
          <CardDescription>Choose what visitors see. Every server picks up the change within seconds.</CardDescription>
        </div>
        <div className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap text-muted-foreground">
          <span>Current mode</span>
          <Badge
            data-testid="site-mode-badge"
            variant={mode === "coming-soon" ? "accent" : "success"}
            className="px-3 py-1 text-sm"
          >
            {MODE_LABEL[mode]}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-8 p-8">
        <div className="grid gap-4 sm:grid-cols-2">
          <ModeOption
            icon={<Hourglass aria-hidden />}
            title={MODE_LABEL["coming-soon"]}
            text="Every page shows the waitlist signup instead of the app, and the app's API answers 503. This admin page stays reachable."
            action={
              <Button
                variant="accent"
                className="w-full"
                disabled={switching || mode === "coming-soon"}
                onClick={() => enable("coming-soon")}
              >
                {switching ? "Switching..." : "Enable Coming Soon"}
              </Button>
            }
          />
          <ModeOption
            icon={<AppWindow aria-hidden />}
            title={MODE_LABEL.app}
            text="Visitors can sign in, register or continue as a guest and use every feature: closet, inspiration and outfits."
            action={
              <Button className="w-full" disabled={switching || mode === "app"} onClick={() => enable("app")}>
                {switching ? "Switching..." : "Enable Full App"}
              </Button>
            }
          />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-3 border-t border-border pt-6 text-sm">
          <ExternalPageLink href="/">View site</ExternalPageLink>
          <ExternalPageLink href="/coming-soon">View coming-soon page</ExternalPageLink>
        </div>
      </CardContent>
    </Card>
  );
}

function ModeOption({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-border bg-background/60 p-5">
      <h2 className="flex items-center gap-2 font-medium [&_svg]:size-4 [&_svg]:text-accent">
        {icon}
        {title}
      </h2>
      <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
      {action}
    </section>
  );
}

function ExternalPageLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 font-medium text-foreground underline decoration-border underline-offset-4 hover:decoration-foreground"
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
