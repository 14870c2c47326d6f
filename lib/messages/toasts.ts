/** SPEC §8's toasts; every other screen string is in lib/messages/, one module per screen or domain. */
type Toast = { title: string; description?: string };

export const TOAST = {
  loginSuccess: { title: "Welcome back!", description: "You have successfully signed in." },
  loginFailure: { title: "Login failed", description: "Please check your credentials and try again." },
  registerSuccess: { title: "Account created", description: "Your account has been created successfully." },
  registerFailure: { title: "Registration failed", description: "Please check your information and try again." },
  logoutFailure: { title: "Logout failed" },
  uploadFailure: { title: "Upload failed" },
  inspirationUploadSuccess: {
    title: "Image uploaded successfully",
    description: "Now you can analyze it for style tags.",
  },
  analysisSuccess: {
    title: "Analysis complete",
    description: "Style tags have been generated for your inspiration image.",
  },
  analysisFailure: { title: "Analysis failed" },
  suggestionFailure: { title: "suggestion not applied" },
  closetDeleteSuccess: { title: "Item deleted", description: "The clothing item has been removed from your closet." },
  closetDeleteFailure: { title: "Delete failed" },
  inspirationLoadFailure: { title: "error", description: "failed to load inspiration images" },
  inspirationDeleteSuccess: { title: "success", description: "inspiration image deleted successfully" },
  inspirationDeleteFailure: { title: "error", description: "failed to delete inspiration image" },
  missingPiecesFailure: {
    title: "error loading recommendations",
    description: "failed to load missing piece recommendations",
  },
  matchingFailure: { title: "error", description: "failed to get style matching data" },
  sharePreviewFailure: { title: "error", description: "couldn't generate share preview" },
  linkCopied: { title: "link copied", description: "share link copied to clipboard" },
  outfitSaved: { title: "saved", description: "outfit saved to your collection" },
  unparseableOutfits: { title: "AI couldn't generate outfits. Please try different filters." },
  waitlistFailure: { title: "Error", description: "Something went wrong. Please try again." },
  waitlistNetworkFailure: {
    title: "Network Error",
    description: "Unable to connect. Please check your internet connection and try again.",
  },
  waitlistSuccess: { title: "Success!" },
  adminWrongPassword: { title: "Invalid admin password" },
  adminSwitchFailure: { title: "Error", description: "Failed to update site mode" },
} as const satisfies Record<string, Toast>;

export const shareFailureToast = (platform: string): Toast => ({
  title: "share failed",
  description: `couldn't share to ${platform}`,
});
/**
 * After registering from a guest session that had closet items: SPEC §8's 'Account created' with a
 * welcome saying the closet came along. With no items it says nothing about them (TOAST.registerSuccess).
 */
export const registerWelcomeToast = (movedClosetItems: number): Toast =>
  movedClosetItems > 0
    ? {
        title: TOAST.registerSuccess.title,
        description:
          movedClosetItems === 1
            ? "welcome! your 1 item is saved to your account."
            : `welcome! your ${movedClosetItems.toLocaleString("en-US")} items are saved to your account.`,
      }
    : TOAST.registerSuccess;
/** After account deletion (issue #26), on the home page the browser lands on. */
export const DELETED_TOASTS = {
  account: { title: "account deleted", description: "your account and everything in it were removed for good." },
  guest: { title: "guest data deleted", description: "everything from your guest session was removed for good." },
} as const satisfies Record<string, Toast>;

/** The admin page's one name for each site mode (SPEC §2's badge), in the badge, the options and the toast. */
export const SITE_MODE_LABELS = { "coming-soon": "Coming Soon Page", app: "Full Application" } as const;

export const modeUpdatedToast = (mode: keyof typeof SITE_MODE_LABELS): Toast => ({
  title: "Mode Updated",
  description: `Site is now in ${SITE_MODE_LABELS[mode]} mode`,
});
