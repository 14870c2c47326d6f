import "server-only";

import { env } from "@/lib/config/env";

/**
 * What the pages say about the product itself: its name ({product} in SPEC), the contact address
 * ({email}) and the state whose law governs the terms. All three come from configuration so a
 * self-hosted copy can carry its own name and contact.
 */
export type SiteConfig = {
  productName: string;
  contactEmail: string;
  governingState: string;
  /** Which AI provider analyses uploads, so the privacy policy can name it truthfully. */
  aiProvider: "anthropic" | "local";
};

export function getSiteConfig(): SiteConfig {
  const settings = env();
  return {
    productName: settings.PRODUCT_NAME,
    contactEmail: settings.CONTACT_EMAIL,
    governingState: settings.GOVERNING_STATE,
    aiProvider: settings.ANTHROPIC_API_KEY ? "anthropic" : "local",
  };
}
