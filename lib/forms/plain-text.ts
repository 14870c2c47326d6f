import { VALIDATION } from "@/lib/messages/validation";
import * as z from "zod/mini";

/**
 * The C0 control characters other than tab, line feed and carriage return, and DEL: nothing a person
 * types, and NUL is a character Postgres refuses in text (the call failed with a 500). Tab and line
 * breaks stay, since a pasted message may hold them. Shared by every text input's schema, so the form
 * and the handler refuse the same characters with the same sentence.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/**
 * The refusal of control characters as a check, for zod/mini (`.check(...)`) and classic zod alike
 * (`z.string().check(noControlCharacters())`): both build on the same core checks.
 */
export function noControlCharacters() {
  return z.refine<string>(hasNoControlCharacters, VALIDATION.controlCharacters);
}

/**
 * A string that holds no control character; `required` is the message for a missing value. zod/mini,
 * because the forms' schemas are built from it and ship to the browser (a fifth of classic zod's size);
 * further checks go in `.check(...)`, in order.
 */
export function plainText(required?: string) {
  return z.string(required).check(noControlCharacters());
}
