import { aiProviderInfo } from "@/lib/ai";
import type { Metadata } from "next";
import { InspirationUploadScreen } from "./inspiration-upload-screen";

export const metadata: Metadata = { title: "upload fit inspiration" };
// The AI provider is a runtime setting (AI_PROVIDER, ANTHROPIC_API_KEY), not a build-time one.
export const dynamic = "force-dynamic";

/** /inspiration-upload (SPEC §2, section anchor "inspiration"). */
export default function InspirationUploadPage() {
  return <InspirationUploadScreen aiLabel={aiProviderInfo().label} />;
}
