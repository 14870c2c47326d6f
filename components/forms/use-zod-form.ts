"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { checkForm, errorsAfterEdit, type EditRule, type FieldErrors, type FieldOf } from "@/lib/forms/field-errors";

/** Every form's inputs are text fields, so values in and out are string records. */
export type FormSchema = z.ZodType<Record<string, string>, Record<string, string>>;

/** What a submit does with the parsed values: the request, and what follows its answer. */
export type FormSubmission<Input, Result> = {
  submit: (input: Input) => Promise<Result>;
  onSuccess?: (result: Result, input: Input) => void | Promise<void>;
  /** Reports a failed submit (a toast, a message by the field); the form stays as it was. */
  onError?: (error: Error) => void;
};

export type ZodFormOptions<S extends FormSchema, Result> = FormSubmission<z.output<S>, Result> & {
  /** The shared schema of SPEC §5: the same rules and messages the route handler applies. */
  schema: S;
  initial: z.input<S>;
  /** Called instead of submitting while the input fails the schema, e.g. to focus the field. */
  onInvalid?: (errors: FieldErrors<FieldOf<S>>) => void;
  /** What an edit after a submit does to the messages (see errorsAfterEdit); "revalidate" by default. */
  onEdit?: EditRule;
};

/**
 * The one form hook: controlled values checked by a shared zod schema, and the submit as a
 * mutation. Nothing is sent while the input is invalid (SPEC §5), nor while a submit is under way.
 */
export function useZodForm<S extends FormSchema, Result>({ schema, initial, submit, onSuccess, onError, onInvalid, onEdit = "revalidate" }: ZodFormOptions<S, Result>) {
  type Field = FieldOf<S>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  // The mutation's isPending reaches React a tick late; a double submit in that gap must not send twice.
  const inFlight = useRef(false);
  const mutation = useMutation<Result, Error, z.output<S>>({
    mutationFn: submit,
    onSuccess: (result, input) => onSuccess?.(result, input),
    onError: (error) => onError?.(error),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function setField(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(errorsAfterEdit(schema, next, { field, errors, submitted, rule: onEdit }));
  }

  /** What a FormField needs for one field: `<FormField label="..." {...field("email")} />`. */
  function field(name: Field) {
    return { name, value: values[name], error: errors[name], onValueChange: (value: string) => setField(name, value) };
  }

  /** Back to the initial values with no messages, as after a first visit. */
  function reset() {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const check = checkForm(schema, values);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) {
      onInvalid?.(check.errors);
      return;
    }
    inFlight.current = true;
    mutation.mutate(check.data);
  }

  return {
    values,
    errors,
    setField,
    field,
    reset,
    handleSubmit,
    busy: mutation.isPending,
    /** The last submit's failure, until the next submit starts. */
    failure: mutation.error,
  };
}
