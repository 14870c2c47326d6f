"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError, sendJson } from "@/lib/api-client";
import { TODAY_TEXT } from "@/lib/messages/today";
import type { SettingsView } from "@/lib/settings/schemas";
import { useState } from "react";

const COORDINATES = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** "48.85, 2.35" is coordinates; other text a city name for the server to look up; empty forgets the place. */
function placeOf(text: string) {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const match = COORDINATES.exec(trimmed);
  return match ? { latitude: Number(match[1]), longitude: Number(match[2]) } : { name: trimmed };
}

const shown = (place: SettingsView["place"]) => place?.name ?? "";

/**
 * The account page's settings for Today (issue #29): hemisphere (the season) and the place whose
 * weather steers the looks. The server's refusal (unknown city, coordinates out of range) shows
 * under the field and is announced.
 */
export function SettingsForm({ initial }: { initial: SettingsView }) {
  const [error, setError] = useState<string | null>(null);
  const { values, setField, handleSubmit, busy } = useZodForm({
    loadSchema: () => import("./settings-form-schema").then((schemas) => schemas.settingsFormSchema),
    initial: { hemisphere: initial.hemisphere, place: shown(initial.place) },
    submit: ({ hemisphere, place }) => {
      setError(null);
      return sendJson<SettingsView>("PATCH", "/api/account/settings", { hemisphere, place: placeOf(place) });
    },
    onSuccess: (saved) => {
      setField("place", shown(saved.place));
      toast({ title: TODAY_TEXT.saved });
    },
    onError: (caught) => {
      if (caught instanceof ApiError && caught.status < 500) setError(caught.userMessage);
      else setError(describeError(caught));
    },
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid max-w-md gap-5" aria-label={TODAY_TEXT.settingsTitle}>
      <div className="grid gap-2">
        <Label htmlFor="settings-hemisphere">{TODAY_TEXT.hemisphereLabel}</Label>
        <select
          id="settings-hemisphere"
          value={values.hemisphere}
          onChange={(event) => setField("hemisphere", event.target.value === "south" ? "south" : "north")}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          <option value="north">{TODAY_TEXT.hemispheres.north}</option>
          <option value="south">{TODAY_TEXT.hemispheres.south}</option>
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="settings-place">{TODAY_TEXT.placeLabel}</Label>
        <Input
          id="settings-place"
          value={values.place}
          onChange={(event) => setField("place", event.target.value)}
          maxLength={120}
          autoComplete="address-level2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "settings-place-hint settings-place-error" : "settings-place-hint"}
        />
        <p id="settings-place-hint" className="text-sm text-muted-foreground">
          {TODAY_TEXT.placeHint}
        </p>
        {error ? (
          <p id="settings-place-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {TODAY_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
