"use client";

import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { loginSchema } from "@/lib/auth/schemas";
import { FormField } from "./form-field";
import { useLogin } from "./use-auth-actions";
import { useZodForm } from "./use-zod-form";

/** SPEC §2/§5 login: an e-mail or username and a password. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, errors, setField, validate } = useZodForm(loginSchema, { username: "", password: "" });
  const login = useLogin();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate();
    if (!input || login.isPending) return;
    login.mutate(input, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="login">
      <FormField
        label="email or username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={errors.username}
        onValueChange={(value) => setField("username", value)}
      />
      <FormField
        label="password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onValueChange={(value) => setField("password", value)}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        <BusyLabel busy={login.isPending} busyLabel="signing in...">
          sign in
        </BusyLabel>
      </Button>
    </form>
  );
}
