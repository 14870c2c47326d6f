import { buttonVariants } from "@/components/ui/button";
import { ImagePlus, Shirt } from "lucide-react";
import Link from "next/link";
import { HeroIllustration } from "./hero-illustration";

export function Hero({ productName }: { productName: string }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 pt-14 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground">
            <span aria-hidden className="size-1.5 rounded-full bg-accent" />
            your ai wardrobe stylist
          </p>
          <h1 id="hero-title" className="mt-6 font-display text-display font-normal">
            find your perfect <span className="text-accent italic">{productName}</span>
          </h1>
          <p className="mt-6 max-w-md text-lg leading-relaxed text-muted-foreground">
            save the looks you love, photograph the clothes you own, and see how to wear them together.
          </p>
          <div className="mt-9 flex flex-col gap-3 min-[420px]:flex-row">
            <Link href="/inspiration-upload" className={buttonVariants({ variant: "primary", size: "lg" })}>
              <ImagePlus aria-hidden />
              upload inspiration
            </Link>
            <Link href="/closet-upload" className={buttonVariants({ variant: "secondary", size: "lg" })}>
              <Shirt aria-hidden />
              add to closet
            </Link>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">no account needed: you can try everything as a guest.</p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
