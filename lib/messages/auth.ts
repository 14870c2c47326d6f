/** Server answers of the account calls (`{message}`), shown in the login/register failure toasts. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid username or password.",
  emailTaken: "That email is already registered.",
  usernameTaken: "That username is taken.",
  signInRequired: "Please sign in or continue as a guest to do that.",
  loadingSession: "Loading your session...",
  guestFailure: "couldn't continue as guest",
  /** The /auth buttons of single sign-on providers (lib/auth/sso.ts), "Continue with Google". */
  continueWith: (provider: string) => `Continue with ${provider}`,
  continuingWith: (provider: string) => `Opening ${provider}...`,
  ssoStartFailed: "Couldn't start single sign-on. Please try again.",
  /** /auth?error=<code> after a provider sign-in that signed no one in. */
  ssoErrors: {
    "sso-email-taken":
      "An account with this e-mail already exists. Sign in with your password, then link the provider on your account page.",
    "sso-no-email": "Your provider didn't share an e-mail address, and an account needs one.",
    "sso-unverified": "Your provider doesn't vouch for that account's e-mail address, so it wasn't linked.",
    "sso-linked-elsewhere": "That provider account is already linked to another account.",
    "sso-link-expired": "The link request expired or your session changed. Please try again.",
    other: "Single sign-on didn't work. Please try again.",
  },
  /** AUTH_PASSWORD_LOGIN=false: the password routes' refusal. */
  passwordLoginOff: "Signing in with a password is switched off on this site. Use single sign-on instead.",
  /** next-auth's credentials routes, asked from outside: passwords go to POST /api/login. */
  passwordSignInElsewhere: "Sign in with a password through POST /api/login.",
} as const;
