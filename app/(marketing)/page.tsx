import { DeletedNotice } from "@/components/account/deleted-notice";
import { getSiteConfig } from "@/lib/config/site";
import { Features } from "./_components/features";
import { Hero } from "./_components/hero";
import { HowItWorks } from "./_components/how-it-works";

export default function HomePage() {
  const { productName } = getSiteConfig();
  return (
    <>
      <DeletedNotice />
      <Hero productName={productName} />
      <Features />
      <HowItWorks />
    </>
  );
}
