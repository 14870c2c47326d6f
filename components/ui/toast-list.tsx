"use client";

import { TOASTS } from "@/lib/constants";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToast } from "./use-toast";

/** Renders the toast store with Radix Toast; loaded by <Toaster> (./toaster.tsx) with the first toast. */
export default function ToastList() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOASTS.durationMs} swipeDirection="right" swipeThreshold={TOASTS.swipeThresholdPx}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[...TOASTS.hotkey]} />
    </ToastProvider>
  );
}
