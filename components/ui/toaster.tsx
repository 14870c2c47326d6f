"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useToast } from "./use-toast";

const ToastList = dynamic(() => import("./toast-list"), { ssr: false });

/**
 * Mount once, in the root layout. The toast UI (Radix Toast: swipe, timers, the F8 hotkey) loads
 * with the first toast rather than with every page, and stays mounted from then on so closing
 * toasts can animate out.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? <ToastList /> : null;
}
