"use client";

import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "@/lib/auth/schemas";

/**
 * Controlled form state validated by one of the shared zod schemas. Errors appear on submit;
 * after that, a field's message updates as the person corrects it.
 */
export function useZodForm<S extends z.ZodType<Record<string, string>, Record<string, string>>>(schema: S, initial: z.input<S>) {
  type Field = keyof z.input<S> & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  function errorsFor(next: z.input<S>): Partial<Record<Field, string>> {
    const result = schema.safeParse(next);
    return result.success ? {} : fieldErrors<Field>(result.error);
  }

  function setField(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(errorsFor(next));
  }

  /** The parsed values, or null after showing the errors. */
  function validate(): z.output<S> | null {
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors<Field>(result.error));
    return null;
  }

  return { values, errors, setField, validate };
}
