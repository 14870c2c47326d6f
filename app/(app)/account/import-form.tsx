"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ImportProgress, ImportSummary } from "@/lib/account/import-summary";
import { ApiError, describeError, isNetworkError } from "@/lib/api-client";
import { uploadWithProgress } from "@/lib/api-client/upload";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { LoaderCircle, Upload } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FormEvent, useRef, useState } from "react";

export type ImportPhase =
  { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "processing"; photos: ImportProgress | null };

/**
 * "Restore from an export" (issue #30): pick the ZIP, watch it upload, then the server process
 * every photo (the server tells how many are done, and when it waits for a free slot: issue #40),
 * then read what was restored and what was left out.
 * A refusal of the archive shows under the field and is announced; nothing was imported then.
 * Long because the upload's phases (choosing, uploading with its percentage, processing) drive
 * both the submit and the markup that tells them, which reads best in one place.
 */
export function ImportForm() {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<ImportPhase>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const busy = phase.kind !== "idle";

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const file = input.current?.files?.[0];
    setSummary(null);
    if (!file) {
      setError(IMPORT_TEXT.noFile);
      input.current?.focus();
      return;
    }
    setError(null);
    setPhase({ kind: "uploading", percent: 0 });
    const form = new FormData();
    form.set("archive", file);
    let sent = false;
    try {
      const result = await uploadWithProgress<ImportProgress>("/api/account/import", form, {
        onSent: (done, total) => {
          sent = done >= total;
          setPhase((now) =>
            sent
              ? { kind: "processing", photos: now.kind === "processing" ? now.photos : null }
              : { kind: "uploading", percent: Math.floor((done / total) * 100) },
          );
        },
        onServerProgress: (photos) => setPhase({ kind: "processing", photos }),
      });
      setSummary(result as ImportSummary);
      if (input.current) input.current.value = "";
      router.refresh(); // the account's counts above
    } catch (caught) {
      // Once the whole archive is in, the server goes on without us: say so rather than "failed".
      if (sent && isNetworkError(caught)) setError(IMPORT_TEXT.connectionLost);
      else setError(caught instanceof ApiError ? caught.userMessage : describeError(caught));
    } finally {
      setPhase({ kind: "idle" });
    }
  }

  return (
    <div className="grid gap-5">
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-3" aria-label={IMPORT_TEXT.title}>
        <div className="grid gap-2">
          <Label htmlFor="import-archive">{IMPORT_TEXT.chooseFile}</Label>
          <Input
            ref={input}
            id="import-archive"
            name="archive"
            type="file"
            accept=".zip,application/zip"
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "import-error" : undefined}
          />
          {error ? (
            <p id="import-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
            {IMPORT_TEXT.restore}
          </Button>
        </div>
        <ImportStatus phase={phase} />
      </form>
      {summary ? <Summary summary={summary} /> : null}
    </div>
  );
}

/**
 * Where a restore is, told twice: a bar (the upload's percentage, then the photos done out of the
 * archive's) and a status line that screen readers announce as it changes.
 */
export function ImportStatus({ phase }: { phase: ImportPhase }) {
  const line = statusLine(phase);
  const bar =
    phase.kind === "uploading"
      ? { value: phase.percent, max: 100 }
      : phase.kind === "processing" && phase.photos
        ? { value: phase.photos.done, max: phase.photos.total }
        : null;
  return (
    <div className="grid gap-1.5">
      {bar ? <progress className="h-2 w-full max-w-60" max={bar.max} value={bar.value} aria-label={line} /> : null}
      <p role="status" className="text-sm text-muted-foreground" data-testid="import-progress">
        {line}
      </p>
    </div>
  );
}

function statusLine(phase: ImportPhase): string {
  if (phase.kind === "uploading") return IMPORT_TEXT.uploading(phase.percent);
  if (phase.kind !== "processing") return "";
  return phase.photos ? IMPORT_TEXT.photosProgress(phase.photos) : IMPORT_TEXT.processing;
}

function Summary({ summary }: { summary: ImportSummary }) {
  const counts = (Object.keys(IMPORT_TEXT.counts) as (keyof typeof IMPORT_TEXT.counts)[])
    .map((key) => [IMPORT_TEXT.counts[key], summary.imported[key] ?? 0] as const)
    .filter(([, count]) => count > 0);
  return (
    <section aria-labelledby="import-summary-title" className="grid gap-3" data-testid="import-summary">
      <h3 id="import-summary-title" className="font-medium">
        {IMPORT_TEXT.summaryTitle}
      </h3>
      {counts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{IMPORT_TEXT.summaryEmpty}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {counts.map(([label, count]) => (
            <div
              key={label}
              className="flex flex-col-reverse rounded-(--radius-card) border border-border p-3"
              data-count={label}
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-display text-2xl">{count.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      )}
      {summary.skipped.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">{IMPORT_TEXT.skippedTitle}</h4>
          <ul className="list-disc pl-5 text-sm text-muted-foreground" data-testid="import-skipped">
            {summary.skipped.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
