"use client";

import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { WEAR_TEXT } from "@/lib/messages";
import type { WearRequest } from "@/lib/wears/query-options";
import { CalendarCheck } from "lucide-react";
import { useWoreToday } from "./use-wears";

type Props = {
  /** `{outfitId}` for an outfit card, `{itemIds: [id]}` for one piece */
  request: Omit<WearRequest, "date">;
  /** what was worn, for the button's name and the toast */
  name: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** One tap logs the outfit or piece as worn today; the toast offers undo (issue #28). */
export function WoreTodayButton({ request, name, variant = "secondary", size = "sm" }: Props) {
  const { wear, pending } = useWoreToday(request, name);
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={WEAR_TEXT.woreTodayNamed(name)}
      disabled={pending}
      aria-busy={pending}
      onClick={() => wear()}
      data-testid="wore-today"
    >
      <CalendarCheck aria-hidden />
      {WEAR_TEXT.woreToday}
    </Button>
  );
}
