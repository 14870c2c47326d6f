"use client";

import { NetworkError } from "@/lib/api-client";
import {
  checkForm,
  type CheckingSchema,
  type EditRule,
  errorsAfterEdit,
  type FieldErrors,
  type FieldOf,
  type FormCheck,
} from "@/lib/forms/field-errors";
import { lazy, type Lazy } from "@/lib/forms/lazy";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type * as core from "zod/v4/core";
import { useSubmission } from "./use-submission";

/**
 * A form's values in and out are records keyed by field. Most forms hold text fields only; the
 * item page also holds lists (tags, colours) and a switch (favourite), so a field's value takes
 * the type the schema's input gives it.
 */
export type FormSchema = core.$ZodType<Record<string, unknown>, Record<string, unknown>> & CheckingSchema;

/** What a submit does with the parsed values: the request, and what follows its answer. */
export type FormSubmission<Input, Result> = {
  submit: (input: Input) => Promise<Result>;
  onSuccess?: (result: Result, input: Input) => void | Promise<void>;
  /** Reports a failed submit (a toast, a message by the field); the form stays as it was. */
  onError?: (error: Error) => void;
};

export type ZodFormOptions<S extends FormSchema, Result> = FormSubmission<core.output<S>, Result> & {
  /**
   * Loads the shared schema of SPEC §5: the same rules and messages the route handler applies, e.g.
   * `() => import("@/lib/auth/schemas").then((m) => m.loginSchema)`. zod is a third of a form page's
   * first-load JS and nothing is checked before the first submit, so it arrives after the page is
   * interactive (the hook starts loading it on mount) rather than with it.
   */
  loadSchema: () => Promise<S>;
  initial: core.input<S>;
  /** Called instead of submitting while the input fails the schema, e.g. to focus the field. */
  onInvalid?: (errors: FieldErrors<FieldOf<S>>) => void;
  /** What an edit after a submit does to the messages (see errorsAfterEdit); "revalidate" by default. */
  onEdit?: EditRule;
  /**
   * A failed submit the server blamed on one field (a wrong password): its message is shown under
   * that field and the field is focused, besides whatever onError does. Needs `formRef` on the form.
   */
  fieldErrorOf?: (error: Error) => { field: FieldOf<S>; message: string } | null;
};

/**
 * The one form hook: controlled values checked by a shared zod schema, and the submit with its
 * busy state (useSubmission). Nothing is sent while the input is invalid (SPEC §5), nor while a submit is under way.
 * Long because its handlers share one set of closures (the latest values, the in-flight guard, the
 * lazily loaded schema); split apart, each piece would need all of them passed back in.
 */
export function useZodForm<S extends FormSchema, Result>({
  loadSchema,
  initial,
  submit,
  onSuccess,
  onError,
  onInvalid,
  onEdit = "revalidate",
  fieldErrorOf,
}: ZodFormOptions<S, Result>) {
  type Field = FieldOf<S>;
  const schema = useLazySchema(loadSchema);
  const [values, setValues] = useState(initial);
  // The values as last set, for a submit in the same tick as an edit (a chip removed, then saved)
  // and for several edits in one tick, which must not overwrite each other.
  const latest = useRef(values);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  // `busy` reaches React a tick late; a double submit in that gap must not send twice.
  const inFlight = useRef(false);
  const { formRef, focusField } = useFieldFocus<Field>();
  const submission = useSubmission<core.output<S>, Result>({
    submit,
    onSuccess,
    onError: (error) => {
      const blamed = fieldErrorOf?.(error);
      if (blamed) {
        setErrors({ [blamed.field]: blamed.message } as FieldErrors<Field>);
        focusField(blamed.field);
      }
      onError?.(error);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function setField<F extends Field>(field: F, value: core.input<S>[F]) {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    // Messages follow edits only after a submit, which has the schema by then.
    if (schema.current) setErrors(errorsAfterEdit(schema.current, next, { field, errors, submitted, rule: onEdit }));
  }

  /** What a FormField needs for one field: `<FormField label="..." {...field("email")} />`. */
  function field<F extends Field>(name: F) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onValueChange: (value: core.input<S>[F]) => setField(name, value),
    };
  }

  /** Back to the initial values with no messages, as after a first visit. */
  function reset() {
    latest.current = initial;
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitNow();
  }

  /**
   * The submit without a form event, for a form that saves as it is edited (the item page saves a
   * field on blur). Answers false when a submit is already under way and this one was not started.
   */
  function submitNow(): boolean {
    if (inFlight.current) return false;
    inFlight.current = true;
    // The values as they are now: an edit made while the schema loads is the next save's, not this one's.
    void checkAndSend(latest.current);
    return true;
  }

  async function checkAndSend(values: core.input<S>) {
    let check: FormCheck<S>;
    try {
      check = checkForm(await schema.load(), values);
    } catch (error) {
      // The schema's script did not arrive (offline, or a deploy replaced it): a failed submit, to try
      // again, told as the API client tells a request that never reached the server.
      inFlight.current = false;
      onError?.(new NetworkError(error));
      return;
    }
    setSubmitted(true);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) {
      inFlight.current = false;
      onInvalid?.(check.errors);
      return;
    }
    void submission.send(check.data);
  }

  return {
    values,
    errors,
    setField,
    field,
    reset,
    handleSubmit,
    submitNow,
    /** For `<form ref={formRef}>`: lets a server-blamed field (fieldErrorOf) be focused. */
    formRef,
    busy: submission.busy,
    /** The last submit's failure, until the next submit starts. */
    failure: submission.failure,
  };
}

/** The field to focus once its server message is on screen (so it is read with the field). */
function useFieldFocus<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [target, setTarget] = useState<{ name: Field } | null>(null);
  useEffect(() => {
    if (!target) return;
    const element = formRef.current?.elements.namedItem(target.name);
    if (element instanceof HTMLElement) element.focus();
  }, [target]);
  return { formRef, focusField: (name: Field) => setTarget({ name }) };
}

/** The schema (`current` once loaded), its download started as the form mounts. */
function useLazySchema<S>(loadSchema: () => Promise<S>): Lazy<S> {
  const [schema] = useState(() => lazy(loadSchema));
  // Fetched while the visitor reads the form, so the first submit rarely waits for it.
  useEffect(() => {
    schema.load().catch(() => {});
  }, [schema]);
  return schema;
}
