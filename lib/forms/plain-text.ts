import { VALIDATION } from "@/lib/messages";
import { z } from "zod";

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

/** A string that holds no control character; `required` is the message for a missing value. */
export function plainText(required?: string) {
  return z.string(required).refine(hasNoControlCharacters, VALIDATION.controlCharacters);
}
