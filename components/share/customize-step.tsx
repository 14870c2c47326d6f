"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BACKGROUND_COLORS, SHARE_TEMPLATES, type ShareTemplate } from "@/lib/constants";
import { SHARE_TEXT } from "@/lib/messages/share";
import { SHARE_CAPTION_MAX, type ShareOptions } from "@/lib/share/schemas";
import { cn } from "@/lib/ui/cn";
import { Check } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { TemplateSketch } from "./template-sketch";

/** Each preset's accessible name (the swatch itself is only a colour). */
export const BACKGROUND_NAMES: Record<(typeof BACKGROUND_COLORS)[number], string> = {
  "#000000": "black",
  "#ffffff": "white",
  "#f5f0e8": "cream",
  "#e8e2d6": "sand",
  "#1f2937": "charcoal",
  "#6b7280": "slate grey",
  "#7c2d12": "rust",
  "#b45309": "amber",
  "#ca8a04": "mustard",
  "#3f6212": "olive",
  "#065f46": "forest green",
  "#0e7490": "teal",
  "#1e3a8a": "navy",
  "#4c1d95": "plum",
  "#86198f": "magenta",
  "#be185d": "raspberry",
  "#fda4af": "blush pink",
  "#bae6fd": "sky blue",
};

const groupLabel = "text-sm font-medium";

type PartProps = { options: ShareOptions; onChange: (options: ShareOptions) => void };

/** Step 1: caption (with a counter), the 18 preset backgrounds and the four templates. */
export function CustomizeStep({ options, onChange, error }: PartProps & { error?: string }) {
  return (
    <div className="flex flex-col gap-6">
      <CaptionField options={options} onChange={onChange} error={error} />
      <BackgroundPicker options={options} onChange={onChange} />
      <TemplatePicker options={options} onChange={onChange} />
    </div>
  );
}

/** The caption, with a counter that turns to the accent colour near the limit, and the schema's complaint. */
function CaptionField({ options, onChange, error }: PartProps & { error?: string }) {
  const left = SHARE_CAPTION_MAX - options.caption.length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <Label htmlFor="share-caption">{SHARE_TEXT.caption}</Label>
        <span
          id="share-caption-count"
          className={cn("text-xs tabular-nums", left < 10 ? "text-accent" : "text-muted-foreground")}
          aria-live="polite"
        >
          {options.caption.length}/{SHARE_CAPTION_MAX}
        </span>
      </div>
      <Input
        id="share-caption"
        value={options.caption}
        maxLength={SHARE_CAPTION_MAX}
        aria-describedby={error ? "share-caption-count share-caption-error" : "share-caption-count"}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange({ ...options, caption: event.target.value })}
      />
      {error ? (
        <p id="share-caption-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The 18 preset backgrounds as round swatches, each named for screen readers. */
function BackgroundPicker({ options, onChange }: PartProps) {
  return (
    <div className="flex flex-col gap-3">
      <span id="share-background-label" className={groupLabel}>
        {SHARE_TEXT.background}:{" "}
        <span className="font-normal text-muted-foreground">{BACKGROUND_NAMES[options.background]}</span>
      </span>
      <RadioGroup.Root
        aria-labelledby="share-background-label"
        value={options.background}
        onValueChange={(background) => onChange({ ...options, background: background as ShareOptions["background"] })}
        className="grid grid-cols-6 gap-2 sm:grid-cols-9 sm:gap-3"
        loop
      >
        {BACKGROUND_COLORS.map((color) => (
          <RadioGroup.Item
            key={color}
            value={color}
            aria-label={BACKGROUND_NAMES[color]}
            style={{ backgroundColor: color }}
            className={cn(
              "group relative aspect-square rounded-full border border-foreground/15 shadow-soft transition-transform hover:scale-105",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:ring-2 data-[state=checked]:ring-foreground data-[state=checked]:ring-offset-2 data-[state=checked]:ring-offset-surface",
            )}
          >
            <RadioGroup.Indicator className="absolute inset-0 flex items-center justify-center">
              <Check aria-hidden className="size-4 mix-blend-difference" color="white" strokeWidth={2.5} />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

/** The four templates, each drawn as a small sketch in the chosen background. */
function TemplatePicker({ options, onChange }: PartProps) {
  return (
    <div className="flex flex-col gap-3">
      <span id="share-template-label" className={groupLabel}>
        {SHARE_TEXT.template}
      </span>
      <RadioGroup.Root
        aria-labelledby="share-template-label"
        value={options.template}
        onValueChange={(template) => onChange({ ...options, template: template as ShareTemplate })}
        className="grid grid-cols-4 gap-2 sm:gap-3"
        loop
      >
        {SHARE_TEMPLATES.map((template) => (
          <RadioGroup.Item
            key={template}
            value={template}
            className={cn(
              "flex flex-col items-center gap-1.5 rounded-xl border border-border p-1.5 text-xs font-medium transition-colors hover:bg-muted",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-foreground data-[state=checked]:bg-muted",
            )}
          >
            <TemplateSketch template={template} background={options.background} />
            {SHARE_TEXT.templates[template]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
