"use client";

import { lazy, Suspense, useState } from "react";
import { useToast } from "./use-toast";

// React's own lazy, not next/dynamic: the list is never server-rendered (there are no toasts then),
// so next/dynamic's loader would be code on every page for nothing.
const ToastList = lazy(() => import("./toast-list"));

/**
 * Mount once, in the root layout. The toast UI (Radix Toast: swipe, timers, the F8 hotkey) loads
 * with the first toast rather than with every page, and stays mounted from then on so closing
 * toasts can animate out.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
