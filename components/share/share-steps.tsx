"use client";

import { Button } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { SHARE_PLATFORMS, type SharePlatform } from "@/lib/constants";
import { SHARE_TEXT } from "@/lib/messages/share";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareView } from "@/lib/share/schemas";
import { cn } from "@/lib/ui/cn";
import { Download, Link2, Trash2 } from "lucide-react";
import { PLATFORM_LABELS } from "./platforms";
import type { ShareAction } from "./use-share-actions";

const frame = "mx-auto w-full max-w-[18rem] overflow-hidden rounded-xl border border-border bg-muted shadow-soft";

/** Step 2: the generated image at its real 4:5 aspect ratio (a skeleton of that shape while it renders). */
export function PreviewStep({ share, pending }: { share: ShareView | undefined; pending: boolean }) {
  if (pending || !share) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
        <Skeleton className={cn(frame, "aspect-[4/5]")} />
        <p className="text-sm text-muted-foreground">{SHARE_TEXT.generating}</p>
      </div>
    );
  }
  return (
    <figure className="flex flex-col items-center gap-3">
      {/* A generated PNG served from our storage as is: no optimizer in between. */}
      <Photo
        src={share.imageUrl}
        width={SHARE_IMAGE_WIDTH}
        height={SHARE_IMAGE_HEIGHT}
        alt={SHARE_TEXT.previewAlt(share.caption)}
        className={cn(frame, "h-auto")}
        eager
        data-testid="share-preview"
      />
    </figure>
  );
}

type ShareStepProps = {
  share: ShareView;
  busy: ShareAction | null;
  onShare: (platform: SharePlatform) => void;
  onCopy: () => void;
  /** The link copied by hand from its field: published too, so it works for whoever gets it. */
  onLinkCopied: () => void;
  onDownload: () => void;
  links: ShareView[];
  revoking: string | null;
  onRevoke: (token: string) => void;
};

/** The running action's spinner in place of its icon; nothing for the others. */
function working(busy: ShareAction | null, action: ShareAction, label: string) {
  return busy === action ? <Spinner size="sm" label={SHARE_TEXT.working(label)} /> : null;
}

/** Step 3: the platforms, copy link, download image, and the outfit's links with 'stop sharing'. */
/** Every action waits for the one running (disabled, with its spinner), so a double click sends one request. */
export function ShareStep({
  share,
  busy,
  onShare,
  onCopy,
  onLinkCopied,
  onDownload,
  links,
  revoking,
  onRevoke,
}: ShareStepProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-medium">{SHARE_TEXT.shareTo}</h3>
        <div className="grid grid-cols-2 gap-2">
          {SHARE_PLATFORMS.map((platform) => (
            <Button key={platform} variant="secondary" onClick={() => onShare(platform)} disabled={busy !== null}>
              {working(busy, platform, `sharing to ${platform}`)}
              {PLATFORM_LABELS[platform]}
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="share-link" className="text-sm font-medium">
          {SHARE_TEXT.linkLabel}
        </label>
        <div className="flex gap-2">
          <input
            id="share-link"
            readOnly
            value={share.shareUrl}
            onFocus={(event) => event.target.select()}
            onCopy={onLinkCopied}
            className="h-11 min-w-0 flex-1 rounded-full border border-input bg-muted/50 px-4 text-sm"
          />
          <Button variant="primary" onClick={onCopy} disabled={busy !== null}>
            {working(busy, "copy", SHARE_TEXT.copyLink) ?? <Link2 aria-hidden />}
            {SHARE_TEXT.copyLink}
          </Button>
        </div>
        <Button variant="ghost" size="sm" className="self-start" onClick={onDownload} disabled={busy !== null}>
          {working(busy, "download", SHARE_TEXT.downloadImage) ?? <Download aria-hidden />}
          {SHARE_TEXT.downloadImage}
        </Button>
      </div>
      <ActiveLinks links={links} revoking={revoking} onRevoke={onRevoke} />
    </div>
  );
}

/** The outfit's links, each with its thumbnail and 'stop sharing' (one revoke at a time). */
function ActiveLinks({ links, revoking, onRevoke }: Pick<ShareStepProps, "links" | "revoking" | "onRevoke">) {
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-5">
      <h3 className="text-sm font-medium">{SHARE_TEXT.activeLinks}</h3>
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{SHARE_TEXT.noActiveLinks}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={SHARE_TEXT.activeLinks}>
          {links.map((link) => (
            <li key={link.token} className="flex items-center gap-3 rounded-xl border border-border p-2">
              <Photo
                src={link.imageUrl}
                width={40}
                height={50}
                alt=""
                className="h-[50px] w-10 rounded-md object-cover"
              />
              <span className="min-w-0 flex-1 truncate text-sm">
                {link.caption}{" "}
                <span className="text-muted-foreground">
                  · {link.template}
                  {link.publishedAt ? null : ` · ${SHARE_TEXT.draft}`}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRevoke(link.token)}
                disabled={revoking !== null}
                aria-label={`${SHARE_TEXT.revoke}: ${link.caption}, ${link.template}`}
              >
                {revoking === link.token ? <Spinner size="sm" label={SHARE_TEXT.revoke} /> : <Trash2 aria-hidden />}
                {SHARE_TEXT.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
