"use client";

import { FormField } from "@/components/auth/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { BusyLabel } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { announceDeletion, type Deleted } from "@/lib/account/deleted-notice";
import { apiRequest, describeError } from "@/lib/api-client";
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from "@/lib/messages/account";
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { wrongPasswordOn } from "./wrong-password";

/**
 * 'delete account' (password + the username typed out) for a user, 'delete my guest data' (a plain
 * confirmation) for a guest. Afterwards the session is gone on the server and its cookies cleared;
 * the browser goes home with a full page load, so no screen, cache or query of the old owner is
 * left in memory (and the protected screens' gate does not send it to /auth on the way); that load's
 * session, read from the now cleared cookies, also clears the tab's guest flag. The home page then
 * confirms what was deleted (lib/account/deleted-notice.ts).
 */
export function DeleteAccount({ username }: { username: string | null }) {
  const [open, setOpen] = useState(false);
  const guest = username === null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          {guest ? ACCOUNT_TEXT.guestDeleteButton : ACCOUNT_TEXT.deleteButton}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{guest ? ACCOUNT_TEXT.guestDeleteConfirmTitle : ACCOUNT_TEXT.deleteConfirmTitle}</DialogTitle>
          <DialogDescription>
            {guest ? ACCOUNT_TEXT.guestDeleteConfirmDescription : ACCOUNT_TEXT.deleteConfirmDescription}
          </DialogDescription>
        </DialogHeader>
        {guest ? <DeleteGuestData /> : <DeleteUserForm username={username} />}
      </DialogContent>
    </Dialog>
  );
}

function leave(deleted: Deleted) {
  announceDeletion(deleted);
  window.location.replace("/");
}

const failed = (error: Error) =>
  toast({ ...ACCOUNT_MESSAGES.deleteFailure, description: describeError(error), variant: "destructive" });

function DeleteUserForm({ username }: { username: string }) {
  const { field, handleSubmit, busy, formRef } = useZodForm({
    loadSchema: () => import("@/lib/account/schemas").then((schemas) => schemas.deleteAccountSchema),
    initial: { password: "", username: "" },
    submit: async (input) => {
      await apiRequest("POST", "/api/account/delete", input);
    },
    onSuccess: () => leave("account"),
    fieldErrorOf: wrongPasswordOn("password", "username"),
    onError: failed,
  });
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label={ACCOUNT_TEXT.deleteTitle}>
      <FormField label="password" type="password" autoComplete="current-password" {...field("password")} />
      <FormField
        label={ACCOUNT_TEXT.typeUsername(username)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...field("username")}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {ACCOUNT_TEXT.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={busy}>
          <BusyLabel busy={busy} busyLabel={ACCOUNT_TEXT.deleting}>
            {ACCOUNT_TEXT.deleteButton}
          </BusyLabel>
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeleteGuestData() {
  const [busy, setBusy] = useState(false);
  // One request however fast the clicks: the disabled state renders after the click.
  const inFlight = useRef(false);
  async function confirm() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await apiRequest("POST", "/api/account/delete", {});
      leave("guest");
    } catch (error) {
      failed(error as Error);
      inFlight.current = false;
      setBusy(false);
    }
  }
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          {ACCOUNT_TEXT.cancel}
        </Button>
      </DialogClose>
      <Button type="button" variant="destructive" disabled={busy} onClick={confirm}>
        <BusyLabel busy={busy} busyLabel={ACCOUNT_TEXT.deleting}>
          {ACCOUNT_TEXT.guestDeleteButton}
        </BusyLabel>
      </Button>
    </DialogFooter>
  );
}
