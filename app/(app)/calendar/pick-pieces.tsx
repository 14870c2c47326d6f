"use client";

import { Button } from "@/components/ui/button";
import { useOnceAtATime } from "@/components/ui/use-once";
import { ItemPicker } from "@/components/wears/item-picker";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";

type Props = {
  /** The button that opens the picker ('log pieces for this day', 'plan pieces for this day'). */
  openLabel: string;
  /** The button that sends the picks ('log 2 pieces', 'plan 2 pieces'). */
  submitLabel: (count: number) => string;
  /** Whether this picker is the panel's open one (one at a time: two search boxes would confuse). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the picked ids; answers whether it worked (then the picks clear and the picker closes). */
  onSubmit: (itemIds: number[]) => Promise<boolean>;
  max?: number;
};

/**
 * A button, then the closet's picker to send the picked pieces: the day panel's 'log pieces' (wears)
 * and 'plan pieces' (issue #43). Opening puts the focus in the picker's search box, cancel back on
 * the button; what was sent hands it to its new row (the caller's `onSubmit`), and a refusal keeps
 * it on the send button, which was disabled while it ran and so lost it.
 */
export function PickPieces({ openLabel, submitLabel, open, onOpenChange, onSubmit, max }: Props) {
  const [picked, setPicked] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const picker = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const submit = useRef<HTMLButtonElement>(null);

  // flushSync: the picker (or the button) must be in the DOM before it can take the focus.
  const showPicker = (show: boolean) => {
    flushSync(() => onOpenChange(show));
    if (show) picker.current?.querySelector<HTMLElement>('input[type="search"]')?.focus();
    else opener.current?.focus();
  };

  const send = useOnceAtATime(async () => {
    setSending(true);
    let done = false;
    try {
      done = await onSubmit(picked);
      if (done) {
        setPicked([]);
        onOpenChange(false);
      }
    } finally {
      flushSync(() => setSending(false));
    }
    if (!done) submit.current?.focus();
  });

  if (!open)
    return (
      <Button ref={opener} variant="secondary" className="justify-self-start" onClick={() => showPicker(true)}>
        <Plus aria-hidden />
        {openLabel}
      </Button>
    );
  return (
    <div ref={picker} className="grid min-w-0 grid-cols-1 gap-3">
      <ItemPicker
        picked={picked}
        max={max}
        onToggle={(item) =>
          setPicked((now) => (now.includes(item.id) ? now.filter((id) => id !== item.id) : [...now, item.id]))
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button ref={submit} disabled={picked.length === 0 || sending} onClick={() => send()}>
          {submitLabel(picked.length)}
        </Button>
        <Button variant="ghost" onClick={() => showPicker(false)}>
          {CALENDAR_TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}
