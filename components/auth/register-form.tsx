"use client";

import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { registerSchema } from "@/lib/auth/schemas";
import { FormField } from "./form-field";
import { useRegister } from "./use-auth-actions";
import { useZodForm } from "./use-zod-form";

/** SPEC §2/§5 registration. confirmPassword is checked here and never sent. */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, errors, setField, validate } = useZodForm(registerSchema, { email: "", username: "", password: "", confirmPassword: "" });
  const register = useRegister();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate();
    if (!input || register.isPending) return;
    register.mutate(input, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="register">
      <FormField
        label="email"
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        error={errors.email}
        onValueChange={(value) => setField("email", value)}
      />
      <FormField
        label="username"
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
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onValueChange={(value) => setField("password", value)}
      />
      <FormField
        label="confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onValueChange={(value) => setField("confirmPassword", value)}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={register.isPending}>
        <BusyLabel busy={register.isPending} busyLabel="creating account...">
          create account
        </BusyLabel>
      </Button>
    </form>
  );
}
