import { ApiError } from "@/lib/api-client";

/**
 * The account forms' server refusals that belong to one field (issue #26): a wrong password under
 * the password field, a mistyped username under the username field, each also in the toast.
 */
export function wrongPasswordOn<F extends string>(passwordField: F, usernameField?: F) {
  return (error: Error): { field: F; message: string } | null => {
    if (!(error instanceof ApiError)) return null;
    if (error.code === "wrong_password") return { field: passwordField, message: error.userMessage };
    if (error.code === "username_mismatch" && usernameField)
      return { field: usernameField, message: error.userMessage };
    return null;
  };
}
