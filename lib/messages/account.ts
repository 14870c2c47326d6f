/** The account page (/account) and the account calls' `{message}` bodies (issue #16). */
export const ACCOUNT_TEXT = {
  title: "your account",
  guestTitle: "your guest data",
  guestIntro:
    "you are signed in as a guest: what you add is private to this browser session. create an account to keep it.",
  createAccount: "create an account",
  username: "username",
  email: "email",
  memberSince: "member since",
  guestSince: "guest since",
  /** Which analyzer tags photos and answers style questions (AI_MESSAGES' labels). */
  styleAnalysis: "style analysis",
  closetItems: "closet items",
  inspirationImages: "inspiration images",
  savedOutfits: "saved outfits",
  activeShareLinks: "active share links",
  changePasswordTitle: "change password",
  changePasswordIntro: "every other device signed in to your account is signed out; this one stays signed in.",
  currentPassword: "current password",
  newPassword: "new password",
  confirmNewPassword: "confirm new password",
  changePassword: "change password",
  changingPassword: "changing password...",
  exportTitle: "export your data",
  /** Everything lib/account/export-data.ts writes (tests/integration/account-texts.test.ts holds them together). */
  exportIntro:
    "a ZIP file with data.json (your account; your closet with each piece's details and cleanout choice; inspiration, with images still in the trash; outfits; your wear log; plans; trips; checks before buying; settings; share links; saved AI answers; past imports), every photo you uploaded, with the originals from before background removal, and every share image.",
  exportButton: "download my data",
  exporting: "preparing your download...",
  exportProgress: (megabytes: string) => `downloading... ${megabytes} MB`,
  deleteTitle: "delete account",
  /** Everything lib/account/delete.ts removes with the owner (tests/integration/account-texts.test.ts holds them together). */
  deleteIntro:
    "removes your account and everything in it: your closet with its cleanout choices, inspiration images, outfits and their share links, your wear log, plans, trips, checks before buying, settings, saved AI answers, past imports and every stored photo. this cannot be undone.",
  deleteButton: "delete account",
  deleteConfirmTitle: "delete your account?",
  deleteConfirmDescription: "enter your password and type your username to confirm. everything is removed for good.",
  typeUsername: (username: string) => `type "${username}" to confirm`,
  deleting: "deleting...",
  guestDeleteTitle: "delete my guest data",
  guestDeleteIntro:
    "removes everything of this guest session: your closet with its cleanout choices, inspiration images, outfits and their share links, your wear log, plans, trips, checks before buying, settings, saved AI answers, past imports and every stored photo, then ends the session.",
  guestDeleteButton: "delete my guest data",
  guestDeleteConfirmTitle: "delete your guest data?",
  guestDeleteConfirmDescription: "everything you made as a guest is removed for good.",
  cancel: "cancel",
} as const;

export const ACCOUNT_MESSAGES = {
  wrongPassword: "That password is not correct.",
  usernameMismatch: "The username you typed does not match your account.",
  confirmUsernameRequired: "Please type your username to confirm.",
  guestHasNoPassword: "Guests have no password. Create an account to set one.",
  passwordChanged: { title: "password changed", description: "every other session was signed out." },
  passwordChangeFailure: { title: "couldn't change password" },
  exportFailure: { title: "export failed" },
  deleteFailure: { title: "delete failed" },
} as const;
