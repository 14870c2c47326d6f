import { getSiteConfig, type SiteConfig } from "@/lib/config/site";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { LegalPage, type LegalSection } from "../_components/legal-page";

export const metadata: Metadata = { title: "terms of service" };

export default function TermsPage() {
  const config = getSiteConfig();
  const { productName: product, contactEmail: email, governingState: state } = config;
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <LegalPage
      title="terms of service"
      intro={
        <p>
          These terms are the agreement between you and {product} for using the {product} website and service. By using{" "}
          {product}, as a guest or with an account, you accept them. Please read them together with our{" "}
          <Link href="/privacy">privacy policy</Link>.
        </p>
      }
      summary={[
        <>You own what you upload. We receive a licence to use your uploads only to provide the service to you.</>,
        <>Illegal, infringing, explicit, hateful or deceptive uploads are not allowed.</>,
        <>
          An AI provider analyses your images. They are kept while your account is active, you can delete them at any
          time, and they are never used to train AI.
        </>,
        <>
          These terms are governed by the law of the State of {state}. Questions go to {mail}.
        </>,
      ]}
      sections={sections(config, mail)}
    />
  );
}

/**
 * The terms' sections, in the order they are read. Long because it is the legal text itself, as
 * data: one entry per section, nothing to split out.
 */
function sections({ productName: product, governingState: state }: SiteConfig, mail: ReactNode): LegalSection[] {
  return [
    {
      id: "the-service",
      title: "the service",
      body: (
        <p>
          {product} lets you keep a digital closet of your clothes and a gallery of outfit inspiration, and uses AI to
          tag styles, match inspiration photos with your closet, recommend missing pieces, suggest outfits and create
          images for sharing. We may add, change or remove features, and we may pause the service, for example while
          preparing a launch.
        </p>
      ),
    },
    {
      id: "accounts",
      title: "accounts and guest use",
      body: (
        <p>
          You must be at least 13 years old, and old enough to agree to these terms where you live. Give accurate
          information when you register, keep your password to yourself, and tell us at {mail} if you think someone else
          has used your account. You may also use {product} as a guest; a guest session ends when you close your
          browser.
        </p>
      ),
    },
    {
      id: "your-content",
      title: "your content and our licence",
      body: (
        <>
          <p>
            You keep all rights to the photos you upload. You give {product} a non-exclusive, worldwide, royalty-free
            licence to host, store, copy, process, analyse and display your uploads{" "}
            <strong>only to provide the service to you</strong>: to show your closet and gallery, to run the AI features
            you use, and to create share images and links when you choose to share. We do not use your uploads for any
            other purpose, and we do not sell them.
          </p>
          <p>
            The licence ends when you delete an upload or your account, except for share links you have already
            published, which stay visible to those who have them until you ask us to remove them.
          </p>
          <p>
            You confirm that you have the right to upload each photo, including the permission of anyone who appears in
            it.
          </p>
        </>
      ),
    },
    {
      id: "ai-and-your-images",
      title: "ai analysis and your images",
      body: (
        <p>
          An AI provider analyses the images you upload so the service can tag, match and suggest. Your images are kept
          while your account is active, you can delete them at any time, and they are not used to train AI models. The{" "}
          <Link href="/privacy">privacy policy</Link> describes this in detail.
        </p>
      ),
    },
    {
      id: "acceptable-use",
      title: "acceptable use",
      body: (
        <>
          <p>You may not upload, share or create with {product} any content that is:</p>
          <ul>
            <li>illegal, or that promotes illegal activity;</li>
            <li>
              infringing: content that violates someone else&apos;s copyright, trademark, privacy or other rights;
            </li>
            <li>sexually explicit, or that shows nudity;</li>
            <li>hateful, harassing or threatening toward any person or group;</li>
            <li>deceptive, such as impersonating someone or presenting misleading material as genuine.</li>
          </ul>
          <p>
            You also may not try to get around our security, reach other people&apos;s data, overload the service, or
            collect data from it by automated means. We may remove content that breaks these rules and suspend or close
            the accounts involved.
          </p>
        </>
      ),
    },
    {
      id: "ai-suggestions",
      title: "ai suggestions",
      body: (
        <p>
          Style tags, matches, recommendations and outfit ideas are generated automatically. They are suggestions for
          inspiration, not professional advice, and they can be wrong. Products, shops, prices and links mentioned in
          recommendations belong to third parties; we do not sell them and do not guarantee their availability or price.
        </p>
      ),
    },
    {
      id: "ending",
      title: "ending your use",
      body: (
        <p>
          You can stop using {product} at any time, delete your uploads, and ask us to delete your account by writing to{" "}
          {mail}. We may suspend or close an account that breaks these terms or puts the service or other users at risk,
          and we will tell you why unless the law or safety prevents it.
        </p>
      ),
    },
    {
      id: "disclaimers",
      title: "disclaimers and liability",
      body: (
        <>
          <p>
            {product} is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without warranties of any kind, to
            the extent the law allows. We do not promise that the service will be uninterrupted or error-free.
          </p>
          <p>
            To the extent the law allows, {product} is not liable for indirect, incidental or consequential damages, or
            for lost data or profits, and our total liability for any claim about the service is limited to the greater
            of the amount you paid us in the twelve months before the claim and US$50. Nothing in these terms limits
            rights you have as a consumer that cannot be limited by contract.
          </p>
        </>
      ),
    },
    {
      id: "governing-law",
      title: "governing law",
      body: (
        <p>
          These terms are governed by the law of the State of {state}, United States, without regard to its
          conflict-of-laws rules. Any dispute about them or the service will be decided by the state or federal courts
          located in {state}, unless the law of the place where you live gives you the right to bring the claim there.
        </p>
      ),
    },
    {
      id: "changes",
      title: "changes to these terms",
      body: (
        <p>
          We may update these terms. When we do, we change the date at the top of this page, and for significant changes
          we tell you in the service or by e-mail before they take effect. If you keep using {product} after that, the
          updated terms apply.
        </p>
      ),
    },
    {
      id: "contact",
      title: "contact",
      body: <p>Questions about these terms: {mail}.</p>,
    },
  ];
}
