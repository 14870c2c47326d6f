import { SHARE_TEXT } from "@/lib/messages/share";
import { cn } from "@/lib/ui/cn";
import { Check } from "lucide-react";

export type ShareStepIndex = 0 | 1 | 2;

/** The share dialog's three steps, the done ones ticked and the current one marked for assistive tech. */
export function ShareStepper({ step }: { step: ShareStepIndex }) {
  return (
    // Wraps rather than running into the dialog's edge on a narrow screen (375 px).
    <ol aria-label="steps" className="flex flex-wrap items-center gap-x-1.5 gap-y-2 text-xs font-medium sm:gap-2">
      {SHARE_TEXT.steps.map((label, index) => (
        <li
          key={label}
          aria-current={index === step ? "step" : undefined}
          className="flex items-center gap-1.5 sm:gap-2"
        >
          <span
            className={cn(
              "flex size-6 items-center justify-center rounded-full border",
              index < step
                ? "border-transparent bg-accent text-accent-foreground"
                : index === step
                  ? "border-transparent bg-primary text-primary-foreground"
                  : "border-input text-muted-foreground",
            )}
          >
            {index < step ? <Check aria-hidden className="size-3.5" /> : index + 1}
          </span>
          <span className={index === step ? "text-foreground" : "text-muted-foreground"}>{label}</span>
          {index < SHARE_TEXT.steps.length - 1 ? <span aria-hidden className="h-px w-3 bg-border sm:w-8" /> : null}
        </li>
      ))}
    </ol>
  );
}
