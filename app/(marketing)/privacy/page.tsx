import { getSiteConfig, type SiteConfig } from "@/lib/config/site";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { LegalPage, type LegalSection } from "../_components/legal-page";

export const metadata: Metadata = { title: "privacy policy" };

export default function PrivacyPage() {
  const config = getSiteConfig();
  const { productName: product, contactEmail: email } = config;
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <LegalPage
      title="privacy policy"
      intro={
        <p>
          {product} helps you organise your clothes, save outfit inspiration and get styling suggestions. This policy
          explains what information we collect when you use {product}, how we use it, and the choices you have.
        </p>
      }
      summary={[
        config.aiProvider === "anthropic" ? (
          <>
            An AI provider (Anthropic) analyses the images you upload, to tag their style and to match, complete and
            suggest outfits.
          </>
        ) : (
          <>
            An analyser on our own servers analyses the images you upload, to tag their style and to match, complete and
            suggest outfits. They are not sent to a third party for this.
          </>
        ),
        <>Your images are kept while your account is active, and you can delete any of them at any time.</>,
        <>Your account page lets you download everything you keep here, or delete your account and all of it.</>,
        config.aiProvider === "anthropic" ? (
          <>Your images are never used to train AI models, by us or by our AI provider.</>
        ) : (
          <>Your images are never used to train AI models.</>
        ),
        <>We do not sell your information or show you ads. Questions go to {mail}.</>,
      ]}
      sections={sections(config, mail)}
    />
  );
}

/**
 * The privacy policy's sections, in the order they are read. Long because it is the legal text
 * itself, as data: one entry per section, nothing to split out.
 */
function sections({ productName: product, aiProvider }: SiteConfig, mail: ReactNode): LegalSection[] {
  return [
    {
      id: "information-we-collect",
      title: "information we collect",
      body: (
        <>
          <ul>
            <li>
              <strong>Account information:</strong> your e-mail address, username and password. We store the password
              only as a one-way hash, never in readable form.
            </li>
            <li>
              <strong>Images you upload:</strong> photos of your clothing and inspiration photos, together with what the
              service derives from them: categories, style tags, match scores, missing-piece recommendations, outfit
              suggestions and share images you create.
            </li>
            <li>
              <strong>Guest sessions:</strong> if you continue as a guest, we create a temporary guest identity held in
              a cookie that ends with your browser session. Your uploads belong to that identity, and move into your
              account if you register during the session.
            </li>
            <li>
              <strong>Waitlist sign-ups:</strong> if you join our waitlist, the e-mail address you give us.
            </li>
            <li>
              <strong>Technical information:</strong> like most web services, our servers may record basic request
              information such as IP address, browser type and time, which we use to keep the service secure and
              working.
            </li>
          </ul>
          <p>
            Before a clothing photo leaves your device, its background is removed in your browser. When photos reach our
            servers we strip embedded metadata such as the location where a picture was taken.
          </p>
        </>
      ),
    },
    {
      id: "ai-analysis",
      title: aiProvider === "anthropic" ? "how an ai provider analyses your images" : "how your images are analysed",
      body: (
        <>
          {aiProvider === "anthropic" ? (
            <p>
              {product} is built around AI analysis. An AI provider analyses the images you upload: it generates style
              tags, compares an inspiration photo with your closet, recommends missing pieces and suggests outfits. To
              do this, the relevant images, or the tags and categories of your closet items, are sent to the provider
              when you use these features.
            </p>
          ) : (
            <p>
              {product} is built around image analysis. An analyser analyses the images you upload: it generates style
              tags, compares an inspiration photo with your closet, recommends missing pieces and suggests outfits, from
              the colours and shapes in your photos and the tags and categories of your closet items.
            </p>
          )}
          <p>
            {aiProvider === "anthropic" ? (
              <>
                Our AI provider is Anthropic, PBC. It processes your images on our behalf, only to return the requested
                result, and is not permitted to use them for its own purposes.
              </>
            ) : (
              <>
                This deployment of {product} uses an AI analyser that runs on our own servers, so your images are not
                sent to a third party for analysis. If that changes, we will update this policy and name the provider
                here.
              </>
            )}
          </p>
          <p>
            <strong>Your images are not used to train AI.</strong> We do not use your images, or anything derived from
            them, to train or improve AI models
            {aiProvider === "anthropic" ? ", and we do not allow our AI provider to do so" : ""}.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-information",
      title: "how we use information",
      body: (
        <ul>
          <li>to provide the service: store your closet and inspiration gallery and show them to you;</li>
          <li>to run the AI features you ask for, as described above;</li>
          <li>to create share images and links when you choose to share an outfit;</li>
          <li>to keep accounts and the service secure, and to prevent abuse;</li>
          <li>to contact you about your account, or about the launch if you joined the waitlist.</li>
        </ul>
      ),
    },
    {
      id: "retention-and-deletion",
      title: "how long we keep your images",
      body: (
        <>
          <p>
            We keep your images, and the information derived from them, for as long as your account is active. You can
            delete any image at any time from your closet or your inspiration gallery; deleting an image removes it from
            your account and from our storage.
          </p>
          <p>
            <strong>Deleting your account.</strong> On your account page choose &lsquo;delete account&rsquo;, enter your
            password and type your username. We then remove your account and everything in it at once: your closet,
            inspiration images, outfits, share links and share images, and the AI answers we kept for you. The stored
            photos are deleted right away; if our storage provider is briefly unavailable, the files still to go are
            recorded and removed automatically once it answers again, and nothing of anyone else&apos;s is touched.
            Share links you made stop working. You are signed out, and the account cannot be recovered.
          </p>
          <p>
            <strong>Guests</strong> can do the same with &lsquo;delete my guest data&rsquo; on the account page. Guest
            data that nobody uses for 30 days, or whose guest session ended, is removed automatically.
          </p>
          <p>
            <strong>Taking your data with you.</strong> &lsquo;download my data&rsquo; on the account page gives you a
            ZIP file with a <code>data.json</code> (your account details without your password, your closet items with
            their categories and tags, your inspiration images with their tags and saved state, your outfits, your share
            links and the AI answers we kept for you) and every photo you uploaded and every share image you made, named
            by what it is, such as <code>closet/tops/12.webp</code>. Guests can download their data too.
          </p>
          <p>You can also write to {mail} and we will delete or export your data for you within 30 days.</p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "who we share information with",
      body: (
        <>
          <p>We do not sell your personal information, and we do not use it for advertising. We share it only:</p>
          <ul>
            {aiProvider === "anthropic" ? <li>with our AI provider, as described above;</li> : null}
            <li>
              with the companies that host our servers and store our files, who process data only on our instructions;
            </li>
            <li>publicly, when you choose to share an outfit: anyone with the share link can see its share image;</li>
            <li>when the law requires it, or to protect the rights and safety of our users and the service.</li>
          </ul>
        </>
      ),
    },
    {
      id: "cookies",
      title: "cookies and local storage",
      body: (
        <p>
          We use only the cookies the service needs to work: one that keeps you signed in, and one that holds a guest
          session. Your browser&apos;s local storage remembers a few interface choices, such as where to return after
          signing in. We do not use advertising or third-party tracking cookies.
        </p>
      ),
    },
    {
      id: "security",
      title: "security",
      body: (
        <p>
          We protect your information with measures that include hashed passwords and access checks that keep every
          closet and gallery private to its owner. No service can promise perfect security, so please use a password you
          do not use elsewhere.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "your rights",
      body: (
        <p>
          You can see, correct, download or delete your information; your account page lets you download or delete it
          yourself. Depending on where you live, you may have further rights, for example under the GDPR or the
          California Consumer Privacy Act, including the right to object to processing and to complain to a data
          protection authority. To use any of these rights, write to {mail}. We answer within 30 days.
        </p>
      ),
    },
    {
      id: "children",
      title: "children",
      body: (
        <p>
          {product} is not directed to children under 13, and we do not knowingly collect their information. If you
          believe a child has given us information, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "changes to this policy",
      body: (
        <p>
          When we change this policy we update the date at the top of this page, and for significant changes we tell you
          in the service or by e-mail before they take effect. The <Link href="/terms">terms of service</Link> explain
          the rules for using {product}.
        </p>
      ),
    },
    {
      id: "contact",
      title: "contact",
      body: <p>Questions about this policy or your information: {mail}.</p>,
    },
  ];
}
