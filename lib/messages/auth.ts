/** Server answers of the account calls (`{message}`), shown in the login/register failure toasts. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid username or password.",
  emailTaken: "That email is already registered.",
  usernameTaken: "That username is taken.",
  signInRequired: "Please sign in or continue as a guest to do that.",
  loadingSession: "Loading your session...",
  guestFailure: "couldn't continue as guest",
  /** next-auth's credentials routes, asked from outside: passwords go to POST /api/login. */
  passwordSignInElsewhere: "Sign in with a password through POST /api/login.",
} as const;
