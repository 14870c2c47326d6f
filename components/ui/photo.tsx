import type { CSSProperties, ReactEventHandler, Ref } from "react";

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
  onError?: ReactEventHandler<HTMLImageElement>;
  ref?: Ref<HTMLImageElement>;
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
export function Photo({ src, alt, className, width, height, fill, eager, onError, ref }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the thumbnails are already small: nothing to optimize
    <img
      ref={ref}
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
