import { buttonVariants } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";
import { getOwner } from "@/lib/auth/current-owner";
import { getSiteConfig } from "@/lib/config/site";
import { busyAware } from "@/lib/http/busy-page";
import { publicOriginFromHeaders } from "@/lib/http/public-origin";
import { SHARE_MESSAGES } from "@/lib/messages/share";
import { loadPublicShare, sharePath } from "@/lib/share";
import { absoluteUrl } from "@/lib/share/contract";
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { preload } from "react-dom";

/**
 * /share/{token}: the public page of a published share link (no sign-in; it stays reachable in
 * coming-soon mode, since people posted these links). It shows the share image, its caption as
 * text and a call to try the product, with Open Graph and Twitter card tags so a pasted link
 * previews. Nothing else of the owner: no name, no outfit, no ids. An unknown or revoked token is
 * the 404 page, and so is a draft (a preview not published yet) for everyone but its owner.
 */
type Props = PageProps<"/share/[token]">;

// generateMetadata and the page read the same share once per request.
const shareFor = cache((token: string) => loadPublicShare(token, () => getOwner()));

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const share = await shareFor(token);
  if (!share) return { title: "page not found" };
  const { productName } = getSiteConfig();
  const origin = publicOriginFromHeaders(await headers());
  const url = absoluteUrl(origin, sharePath(token));
  const image = {
    url: absoluteUrl(origin, share.imageUrl),
    width: share.width,
    height: share.height,
    alt: SHARE_MESSAGES.imageAlt(share.caption),
  };
  const title = share.caption || SHARE_MESSAGES.pageTitle(productName);
  const description = SHARE_MESSAGES.pageDescription(productName);
  return {
    title: { absolute: `${title} · ${productName}` },
    description,
    alternates: { canonical: url },
    // Shared on purpose, but a person's outfit: previews yes, search results no.
    robots: { index: false, follow: true },
    openGraph: {
      type: "website",
      url,
      title,
      description,
      siteName: productName,
      images: [{ ...image, type: "image/png" }],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

async function SharePage({ params }: Props) {
  const { token } = await params;
  const share = await shareFor(token);
  if (!share) notFound();
  const { productName } = getSiteConfig();
  // The shared picture is the page's largest paint: asked for with the HTML, not after it.
  preload(share.imageUrl, { as: "image", fetchPriority: "high" });
  return (
    <section className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-10 px-5 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,27rem)_1fr] lg:gap-16 lg:px-8 lg:py-20">
      <figure className="mx-auto w-full max-w-[27rem]">
        <Photo
          src={share.imageUrl}
          width={share.width}
          height={share.height}
          alt={SHARE_MESSAGES.imageAlt(share.caption)}
          eager
          className="h-auto w-full rounded-2xl border border-border bg-surface shadow-[0_24px_60px_-28px_rgba(41,37,36,0.45)]"
        />
      </figure>
      <div className="max-w-xl">
        <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">{SHARE_MESSAGES.pageEyebrow}</p>
        <h1 className="mt-4 font-display text-title font-normal break-words">
          {share.caption || SHARE_MESSAGES.pageTitle(productName)}
        </h1>
        <p className="mt-6 max-w-md text-lg leading-relaxed text-muted-foreground">
          {SHARE_MESSAGES.callToActionIntro}
        </p>
        <div className="mt-9 flex flex-col gap-3 min-[420px]:flex-row">
          <Link href="/" className={buttonVariants({ variant: "primary", size: "lg" })}>
            {SHARE_MESSAGES.callToAction(productName)}
          </Link>
          <Link href="/auth" className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {SHARE_MESSAGES.signIn}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default busyAware(SharePage);
export const generateMetadata = busyAware(pageMetadata);
