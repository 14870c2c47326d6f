import type { CSSProperties } from "react";

type Props = {
  src: string;
  alt: string;
  className?: string;
  /** the box it is drawn in, so nothing moves when it arrives (omit with `fill`) */
  width?: number;
  height?: number;
  /** fills its positioned parent, as next/image's `fill` */
  fill?: boolean;
  /** one of the first cards: loaded at once, with high priority */
  eager?: boolean;
  /** the photo could not be loaded, also when that happened before the page was hydrated */
  onError?: () => void;
  "data-testid"?: string;
};

const FILL: CSSProperties = {
  position: "absolute",
  height: "100%",
  width: "100%",
  inset: 0,
  color: "transparent",
};
const SIZED: CSSProperties = { color: "transparent" };

/**
 * A stored thumbnail, drawn as it is: the attributes next/image gives an `unoptimized` image
 * (lazy unless eager, async decoding, dimensions or fill, alt text hidden while it loads) without its
 * client code, about 5 kB gzipped on each screen that lists photos (issue #31). No hooks: it renders
 * on the server as well as inside an island.
 */
export function Photo({ src, alt, className, width, height, fill, eager, onError, "data-testid": testId }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the thumbnails are already small: nothing to optimize
    <img
      ref={onError ? (img) => reportEarlyFailure(img, onError) : undefined}
      data-testid={testId}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      decoding="async"
      className={className}
      style={fill ? FILL : SIZED}
      src={src}
      onError={onError}
    />
  );
}

/**
 * A photo that failed before hydration fired its error when React was not listening: once mounted,
 * a finished image with no pixels is that failure (what next/image does for an `onError`).
 */
function reportEarlyFailure(img: HTMLImageElement | null, onError: () => void): void {
  if (img?.complete && img.naturalWidth === 0 && img.getAttribute("src")) onError();
}
