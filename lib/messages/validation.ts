/** The form and API validation messages of SPEC §5 (and our own bounds), shared by the forms and the schemas. */
export const VALIDATION = {
  loginUsernameRequired: "Email or username is required",
  loginPasswordRequired: "Password is required",
  invalidEmail: "Please enter a valid email address",
  usernameTooShort: "Username must be at least 3 characters",
  passwordTooShort: "Password must be at least 6 characters",
  passwordsDoNotMatch: "Passwords do not match",
  waitlistEmailRequired: "Please enter your email",
  outfitsNeedTopAndBottom: "Your closet needs at least one top and one bottom to create outfits.",
  // Our own bounds beyond SPEC §5: keeps usernames distinct from e-mails at login and bounds hashing work.
  usernameTooLong: "Username must be at most 32 characters",
  usernameInvalid: "Username can't contain spaces or @",
  emailTooLong: "Email must be at most 254 characters",
  passwordTooLong: "Password must be at most 200 characters",
  /** Any text input holding a control character (NUL, escape...: nothing a person types or pastes on purpose). */
  controlCharacters: "This text contains invisible control characters. Please remove them or type it again.",
} as const;
