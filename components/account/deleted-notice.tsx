"use client";

import { toast } from "@/components/ui/use-toast";
import { takeDeletionNotice } from "@/lib/account/deleted-notice";
import { DELETED_TOASTS } from "@/lib/messages/toasts";
import { useEffect } from "react";

/** On the home page: confirms an account (or guest data) deletion that just ended with a page load. */
export function DeletedNotice() {
  useEffect(() => {
    const deleted = takeDeletionNotice();
    if (deleted) toast(DELETED_TOASTS[deleted]);
  }, []);
  return null;
}
