"use client";

import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError } from "@/lib/api-client";
import { switchOwner } from "@/lib/auth/session-store";
import { TOAST } from "@/lib/messages/toasts";
import { useState } from "react";

/**
 * 'logout' in the header's menus. No React Query: the header is on every page, and marketing
 * pages load none (DESIGN.md "Screens"). One POST /api/logout at a time: a double click's second
 * half lands before `isPending` disables the button.
 */
export function useLogout() {
  const [isPending, setPending] = useState(false);
  const mutate = useOnceAtATime(async () => {
    setPending(true);
    try {
      await apiRequest("POST", "/api/logout");
      await switchOwner(null, false);
    } catch (error) {
      toast({ ...TOAST.logoutFailure, description: describeError(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  });
  return { mutate, isPending };
}
