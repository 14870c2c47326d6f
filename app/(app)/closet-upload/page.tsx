import { aiProviderInfo } from "@/lib/ai";
import type { Metadata } from "next";
import { UploadScreen } from "./upload-screen";

export const metadata: Metadata = { title: "add to your closet" };
// The AI provider is a runtime setting (ANTHROPIC_API_KEY), not a build-time one.
export const dynamic = "force-dynamic";

/** /closet-upload (SPEC §2, section anchor "closet"). */
export default function ClosetUploadPage() {
  const ai = aiProviderInfo();
  return <UploadScreen aiLabel={ai.name === "local" ? ai.label : null} />;
}
