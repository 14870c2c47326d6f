import type * as core from "zod/v4/core";

/**
 * The pure part of the form hook (components/forms/use-zod-form.ts): turning a shared zod schema's
 * verdict into per-field messages. No React and no server-only imports, so forms, handlers and
 * unit tests can all use it. Typed by zod's core, so it takes zod/mini schemas (the forms') and
 * classic ones alike; it imports no zod code, which the form hook (components/forms/use-zod-form.ts)
 * would otherwise bring into every form page's first load.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;
/** The names of a schema's input fields. */
export type FieldOf<S extends core.$ZodType> = keyof core.input<S> & string;

/** A schema of either flavour: both carry safeParse as a method. */
export type CheckingSchema = core.$ZodType & {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: core.$ZodError };
};

/** Field name → first message, for showing errors under the fields. */
export function fieldErrors<F extends string>(error: core.$ZodError): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in result)) result[field as F] = issue.message;
  }
  return result;
}

export type FormCheck<S extends CheckingSchema> =
  { ok: true; data: core.output<S> } | { ok: false; errors: FieldErrors<FieldOf<S>> };

/** The parsed values, or the messages to show instead of sending anything (SPEC §5). */
export function checkForm<S extends CheckingSchema>(schema: S, values: core.input<S>): FormCheck<S> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data as core.output<S> }
    : { ok: false, errors: fieldErrors(result.error) };
}

export type EditRule = "revalidate" | "clear";

/**
 * The messages after one field was edited. Nothing is shown before the first submit; after it,
 * "revalidate" lets each message follow the correction as it is typed (the account forms), while
 * "clear" drops the edited field's mark until the next submit (the waitlist, whose message is a
 * toast that cannot follow the typing).
 */
export function errorsAfterEdit<S extends CheckingSchema>(
  schema: S,
  next: core.input<S>,
  edit: { field: FieldOf<S>; errors: FieldErrors<FieldOf<S>>; submitted: boolean; rule: EditRule },
): FieldErrors<FieldOf<S>> {
  if (!edit.submitted) return edit.errors;
  if (edit.rule === "clear") {
    const { [edit.field]: _cleared, ...rest } = edit.errors;
    return rest as FieldErrors<FieldOf<S>>;
  }
  const check = checkForm(schema, next);
  return check.ok ? {} : check.errors;
}
