"use client";

import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { PLAN_DAY_TEXT, PLAN_TEXT } from "@/lib/messages/plans";
import { CalendarPlus } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import type { PlanDayRequest } from "./plan-day-dialog";

// The dialog (the day field, the plan call, the toast) loads on first use, not with the screen.
const loadDialog = () => import("./plan-day-dialog").then((module) => module.PlanDayDialog);
const PlanDayDialog = dynamic(loadDialog, { ssr: false });

type Props = {
  /** `{outfitId}` for a saved outfit, `{itemIds}` for picked pieces (both: a variation of the outfit) */
  request: PlanDayRequest;
  /** what is planned, for the button's name, the dialog and the toast */
  name: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
};

/**
 * "plan for a day" (issue #43): opens a dialog to choose a day, from today to 60 days ahead, then
 * plans the outfit or pieces for it (POST /api/plans; undo in the toast). On closing, the focus comes
 * back here.
 */
export function PlanDayButton({ request, name, variant = "secondary", size = "sm", disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant={variant}
        size={size}
        aria-label={PLAN_DAY_TEXT.buttonNamed(name)}
        disabled={disabled}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="plan-day"
      >
        <CalendarPlus aria-hidden />
        {PLAN_TEXT.planForADay}
      </Button>
      {used ? (
        <PlanDayDialog request={request} name={name} open={open} onOpenChange={setOpen} trigger={trigger} />
      ) : null}
    </>
  );
}
