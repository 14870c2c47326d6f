import { WardrobeNav } from "@/components/layout/wardrobe-nav";
import { requirePageOwner } from "@/lib/auth/page-owner";
import { INSIGHTS_TEXT } from "@/lib/messages";
import type { Metadata } from "next";
import { InsightsScreen } from "./insights-screen";

export const metadata: Metadata = { title: "insights" };

/** /insights (issue #28): a server shell around the insights island. */
export default async function InsightsPage() {
  await requirePageOwner("/insights");
  return (
    <InsightsFrame>
      <InsightsScreen />
    </InsightsFrame>
  );
}

function InsightsFrame({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="insights-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <WardrobeNav current="/insights" className="mb-6" />
      <h1 id="insights-title" className="font-display text-title font-normal">
        {INSIGHTS_TEXT.title}
      </h1>
      <p className="mt-2 max-w-xl text-muted-foreground">{INSIGHTS_TEXT.intro}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}
