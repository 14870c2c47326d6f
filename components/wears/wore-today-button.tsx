"use client";

import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import { WEAR_TEXT } from "@/lib/messages/wears";
import type { WearRequest } from "@/lib/wears/query-options";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { useState } from "react";

type Props = {
  /** `{outfitId}` for an outfit card, `{itemIds: [id]}` for one piece */
  request: Omit<WearRequest, "date">;
  /** what was worn, for the button's name and the toast */
  name: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * One tap logs the outfit or piece as worn today; the toast offers undo (issue #28). One request at
 * a time: a double click sends one, and `pending` disables the button from the next render on.
 */
export function WoreTodayButton({ request, name, variant = "secondary", size = "sm" }: Props) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  // A new function each render is fine: useOnceAtATime keeps its in-flight flag in a ref.
  const wear = useOnceAtATime(async () => {
    setPending(true);
    try {
      // What a wear does (the local day, the undo toast) loads on the first tap, not with every card.
      const { wearToday } = await import("./use-wears");
      await wearToday(queryClient, request, name);
    } catch (error) {
      // The code could not be loaded (offline, or a new deployment): the same toast as a failed log.
      toast({ title: WEAR_TEXT.logFailed, description: describeError(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  });
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
