import "server-only";

import { SHARE_IMAGE_HEIGHT as H, SHARE_IMAGE_WIDTH as W, type ShareTemplate } from "@/lib/constants";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
import { type ItemImage, shareFonts } from "./assets";
import { BOLD_PADDING, boldLayout } from "./bold-layout";
import { DARK_TEXT, isLightBackground, readableTextColor } from "./contrast";
import { loadAdditionalAsset } from "./emoji";

/**
 * The share image: satori lays out one of four templates as SVG (text as glyph outlines, in the
 * app's Fraunces and Inter), sharp rasterises it to a 1080×1350 PNG. The caption is a string
 * child, so satori draws it as text whatever it holds: markup in a caption is never markup.
 * Every text colour comes from readableTextColor (WCAG contrast against the background), except
 * on the cream card of 'bordered', which always takes dark ink.
 */
export type ShareArtwork = {
  template: ShareTemplate;
  background: string;
  caption: string;
  productName: string;
  items: readonly ItemImage[];
};

/** Long side of the item photos each template draws (a photo no larger than its box). */
export function itemSizeFor(template: ShareTemplate, count: number): number {
  if (template === "minimal") return 320;
  if (template === "bold") return 560;
  return count <= 1 ? 880 : count === 2 ? 640 : 560;
}

export async function renderShareSvg(art: ShareArtwork, options: { embedFont?: boolean } = {}): Promise<string> {
  const svg = await satori(artwork(art), {
    width: W,
    height: H,
    fonts: await shareFonts(),
    embedFont: options.embedFont ?? true,
    // Emoji in the caption ("monday uniform ✨") as Twemoji images, not as boxes of a missing glyph.
    loadAdditionalAsset,
  });
  // Satori masks every image with its box's overflow mask; librsvg makes masks costly (about 5× the
  // render time here). Every photo is sized to fit its box (Photo), so the masks change nothing.
  return svg.replace(/(<image\b[^>]*?) mask="url\(#satori_om-[^)]*\)"/g, "$1");
}

export async function renderSharePng(art: ShareArtwork): Promise<Buffer> {
  const svg = await renderShareSvg(art);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}

const CREAM = "#fbf8f2";
/** The hairline around white cards on the light presets (a tinted box behind the card: a border or box-shadow costs an SVG mask or filter). */
const EDGE = "rgba(17,17,17,0.10)";
const SANS = "Inter";
const SERIF = "Fraunces";

function artwork(art: ShareArtwork): ReactElement {
  const ink = readableTextColor(art.background);
  const frame: CSSProperties = {
    display: "flex",
    boxSizing: "border-box",
    width: W,
    height: H,
    backgroundColor: art.background,
    color: ink,
    fontFamily: SANS,
    position: "relative",
  };
  switch (art.template) {
    case "modern":
      return <Modern art={art} ink={ink} frame={frame} />;
    case "minimal":
      return <Minimal art={art} ink={ink} frame={frame} />;
    case "bold":
      return <Bold art={art} ink={ink} frame={frame} />;
    case "bordered":
      return <Bordered art={art} ink={ink} frame={frame} />;
  }
}

type TemplateProps = { art: ShareArtwork; ink: string; frame: CSSProperties };

/** Large photos in a clean grid of white cards, the caption bottom-left in Fraunces, the wordmark on top. */
function Modern({ art, ink, frame }: TemplateProps) {
  const light = isLightBackground(art.background);
  // On the light presets a white card would vanish without its faint edge.
  const card: Card = { backgroundColor: "#ffffff", borderRadius: 28, padding: 32, edge: light };
  return (
    <div style={{ ...frame, flexDirection: "column", padding: 72 }}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Wordmark name={art.productName} size={30} />
        <div style={{ display: "flex", width: 120, height: 3, backgroundColor: ink }} />
      </div>
      <Grid items={art.items} width={936} height={806} gap={24} card={card} style={{ marginTop: 48 }} />
      <div style={{ display: "flex", flexDirection: "column", marginTop: 40, flexGrow: 1, justifyContent: "flex-end" }}>
        {art.caption ? (
          <Text
            style={{
              fontFamily: SERIF,
              fontWeight: 400,
              fontSize: captionSize(art.caption, [92, 76, 60]),
              lineHeight: 1.05,
              maxWidth: 936,
            }}
          >
            {art.caption}
          </Text>
        ) : null}
        <Text style={{ fontSize: 24, marginTop: 16, letterSpacing: 1 }}>{`styled with ${art.productName}`}</Text>
      </div>
    </div>
  );
}

/** Lots of space: small photos in a centred row, a hairline, thin text. */
function Minimal({ art, ink, frame }: TemplateProps) {
  const light = isLightBackground(art.background);
  const size = art.items.length <= 2 ? 300 : art.items.length === 3 ? 250 : 196;
  const card: Card = { backgroundColor: "#ffffff", padding: 18, edge: light };
  return (
    <div style={{ ...frame, flexDirection: "column", alignItems: "center", justifyContent: "center", padding: 96 }}>
      <div style={{ display: "flex", gap: 28, justifyContent: "center" }}>
        {art.items.length === 0 ? (
          <Placeholder size={300} card={card} />
        ) : (
          art.items.map((item, i) => <Photo key={i} item={item} width={size} height={size} card={card} />)
        )}
      </div>
      <div style={{ display: "flex", width: 64, height: 1, backgroundColor: ink, marginTop: 96, marginBottom: 40 }} />
      {art.caption ? (
        <Text
          style={{
            fontFamily: SERIF,
            fontWeight: 300,
            fontSize: captionSize(art.caption, [48, 42, 36]),
            letterSpacing: 2,
            textAlign: "center",
            maxWidth: 760,
            justifyContent: "center",
          }}
        >
          {art.caption}
        </Text>
      ) : null}
      <div style={{ display: "flex", position: "absolute", bottom: 72, left: 0, width: W, justifyContent: "center" }}>
        <Text style={{ fontSize: 22, letterSpacing: 8, textTransform: "uppercase" }}>{art.productName}</Text>
      </div>
    </div>
  );
}

/** Huge caption type over a loose pile of tilted photos, none hiding another (lib/share/bold-layout.ts). */
function Bold({ art, frame }: TemplateProps) {
  const count = art.items.length;
  const { captionHeight, spots } = boldLayout(count);
  return (
    <div style={{ ...frame, flexDirection: "column", padding: BOLD_PADDING }}>
      <div style={{ display: "flex", height: captionHeight, alignItems: "flex-start", overflow: "hidden" }}>
        <Text
          style={{
            fontFamily: SERIF,
            fontWeight: 900,
            fontSize: captionSize(art.caption || art.productName, [250, 180, 132, 104, 86], 952),
            lineHeight: 0.95,
            letterSpacing: -3,
            maxWidth: 952,
          }}
        >
          {art.caption || art.productName}
        </Text>
      </div>
      {art.items.slice(0, spots.length).map((item, i) => {
        const spot = spots[i]!;
        return (
          <div
            key={i}
            style={{
              display: "flex",
              position: "absolute",
              left: spot.left,
              top: spot.top,
              transform: `rotate(${spot.rotate}deg)`,
            }}
          >
            <HardShadow width={spot.width} height={spot.height} offset={16} />
            <Photo
              item={item}
              width={spot.width}
              height={spot.height}
              card={{ backgroundColor: "#ffffff", padding: 22, position: "relative" }}
            />
          </div>
        );
      })}
      {count === 0 ? (
        <div style={{ display: "flex", position: "absolute", left: 260, top: 640 }}>
          <Placeholder size={560} card={{ backgroundColor: "#ffffff", padding: 22 }} />
        </div>
      ) : null}
      <div
        style={{
          display: "flex",
          position: "absolute",
          left: 64,
          bottom: 56,
          padding: "10px 18px",
          backgroundColor: art.background,
          borderRadius: 999,
        }}
      >
        <Wordmark name={art.productName} size={26} />
      </div>
    </div>
  );
}

/** A cream polaroid on the background colour, which becomes its border. */
function Bordered({ art, frame }: TemplateProps) {
  const light = isLightBackground(art.background);
  const card: CSSProperties = { backgroundColor: "#ffffff", padding: 20 };
  return (
    <div style={{ ...frame, flexDirection: "column", alignItems: "center", paddingTop: 80 }}>
      <div style={{ display: "flex", position: "absolute", left: 100, top: 80, transform: "rotate(-1.5deg)" }}>
        <HardShadow width={880} height={1090} offset={18} opacity={light ? 0.1 : 0.5} />
      </div>
      {light ? (
        <div
          style={{
            display: "flex",
            position: "absolute",
            left: 98,
            top: 78,
            width: 884,
            height: 1094,
            backgroundColor: EDGE,
            transform: "rotate(-1.5deg)",
          }}
        />
      ) : null}
      <div
        style={{
          display: "flex",
          position: "relative", // painted over the shadow and hairline (positioned boxes paint in order)
          boxSizing: "border-box",
          flexDirection: "column",
          width: 880,
          height: 1090,
          padding: 44,
          backgroundColor: CREAM,
          color: DARK_TEXT,
          transform: "rotate(-1.5deg)",
        }}
      >
        <Grid
          items={art.items}
          width={792}
          height={800}
          gap={14}
          card={card}
          style={{ backgroundColor: "#ece6da", padding: 14 }}
          inner={{ width: 764, height: 772 }}
        />
        <div style={{ display: "flex", flexGrow: 1, alignItems: "center", justifyContent: "center" }}>
          {art.caption ? (
            <Text
              style={{
                fontFamily: SERIF,
                fontStyle: "italic",
                fontWeight: 400,
                fontSize: captionSize(art.caption, [72, 56, 42]),
                textAlign: "center",
                maxWidth: 780,
                justifyContent: "center",
              }}
            >
              {art.caption}
            </Text>
          ) : null}
        </div>
      </div>
      <div style={{ display: "flex", position: "absolute", bottom: 56, left: 0, width: W, justifyContent: "center" }}>
        <Text style={{ fontSize: 24, fontWeight: 600, letterSpacing: 8, textTransform: "uppercase" }}>
          {art.productName}
        </Text>
      </div>
    </div>
  );
}

/** One, two (side by side), three (one tall, two stacked) or four (2×2) photos filling the box. */
function Grid(props: {
  items: readonly ItemImage[];
  width: number;
  height: number;
  gap: number;
  card: Card;
  style?: CSSProperties;
  inner?: { width: number; height: number };
}) {
  const { items, gap, card } = props;
  const { width, height } = props.inner ?? props;
  const half = (size: number) => (size - gap) / 2;
  let content: ReactNode;
  if (items.length === 0) content = <Placeholder size={Math.min(width, height)} card={{ ...card, width, height }} />;
  else if (items.length === 1) content = <Photo item={items[0]!} width={width} height={height} card={card} />;
  else if (items.length === 2)
    content = items.map((item, i) => <Photo key={i} item={item} width={half(width)} height={height} card={card} />);
  else if (items.length === 3) {
    content = (
      <>
        <Photo item={items[0]!} width={half(width)} height={height} card={card} />
        <div style={{ display: "flex", flexDirection: "column", gap }}>
          <Photo item={items[1]!} width={half(width)} height={half(height)} card={card} />
          <Photo item={items[2]!} width={half(width)} height={half(height)} card={card} />
        </div>
      </>
    );
  } else
    content = items
      .slice(0, 4)
      .map((item, i) => <Photo key={i} item={item} width={half(width)} height={half(height)} card={card} />);
  return (
    <div
      style={{
        display: "flex",
        boxSizing: "border-box",
        flexWrap: "wrap",
        gap,
        width: props.width,
        height: props.height,
        ...props.style,
      }}
    >
      {content}
    </div>
  );
}

/** A card's style; `edge` draws the faint hairline around it (light presets). */
type Card = CSSProperties & { edge?: boolean };

function Photo({ item, width, height, card }: { item: ItemImage; width: number; height: number; card: Card }) {
  // The photo's drawn size is worked out here (contain): satori would size a flex item by the image.
  const pad = typeof card.padding === "number" ? card.padding : 0;
  const scale = Math.min((width - 2 * pad) / item.width, (height - 2 * pad) / item.height);
  const [w, h] = [Math.floor(item.width * scale), Math.floor(item.height * scale)];
  return (
    <Edged card={card} width={width} height={height}>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- satori draws this, no browser sees it */}
      <img src={item.src} width={w} height={h} style={{ width: w, height: h }} />
    </Edged>
  );
}

/** The card box, inside its hairline when it has one. */
function Edged({ card, width, height, children }: { card: Card; width: number; height: number; children: ReactNode }) {
  const { edge, ...style } = card;
  const box = (w: number, h: number) => (
    <div
      style={{
        display: "flex",
        boxSizing: "border-box",
        alignItems: "center",
        justifyContent: "center",
        width: w,
        height: h,
        flexShrink: 0,
        ...style,
      }}
    >
      {children}
    </div>
  );
  if (!edge) return box(width, height);
  const radius = typeof style.borderRadius === "number" ? style.borderRadius + 2 : 0;
  return (
    <div
      style={{
        display: "flex",
        boxSizing: "border-box",
        width,
        height,
        padding: 2,
        flexShrink: 0,
        borderRadius: radius,
        backgroundColor: EDGE,
      }}
    >
      {box(width - 4, height - 4)}
    </div>
  );
}

/**
 * A crisp offset shadow behind a card (a graphic look, and cheap: a blurred box-shadow is an SVG
 * filter, which multiplies librsvg's render time).
 */
function HardShadow({
  width,
  height,
  offset,
  opacity = 0.35,
}: {
  width: number;
  height: number;
  offset: number;
  opacity?: number;
}) {
  return (
    <div
      style={{
        display: "flex",
        position: "absolute",
        left: offset,
        top: offset,
        width,
        height,
        backgroundColor: `rgba(0,0,0,${opacity})`,
      }}
    />
  );
}

/** An outfit whose items were all deleted: an empty hanger in their place. */
function Placeholder({ size, card }: { size: number; card: Card }) {
  return (
    <Edged
      card={card}
      width={typeof card.width === "number" ? card.width : size}
      height={typeof card.height === "number" ? card.height : size}
    >
      <svg width={size * 0.5} height={size * 0.3} viewBox="0 0 200 120">
        <path
          d="M92 22c0-6 3.6-10 8-10s8 4 8 9c0 4-3 6.4-6 8.2-1.3.8-2 2-2 3.4V38M100 38 38 86c-3.4 2.6-1.6 8 2.7 8h118.6c4.3 0 6.1-5.4 2.7-8L100 38Z"
          fill="none"
          stroke="#57534e"
          strokeWidth="3"
        />
      </svg>
    </Edged>
  );
}

function Wordmark({ name, size }: { name: string; size: number }) {
  return (
    <Text style={{ fontFamily: SERIF, fontStyle: "italic", fontWeight: 400, fontSize: size, letterSpacing: 0.5 }}>
      {name}
    </Text>
  );
}

/** A text box: satori needs flex on every container; the string child is drawn as text, never parsed. */
function Text({ children, style }: { children: string; style?: CSSProperties }) {
  return <div style={{ display: "flex", flexWrap: "wrap", ...style }}>{children}</div>;
}

/**
 * Shorter captions get bigger type: sizes for up to 8, 20, 40, 60 and 80 characters. With `width`,
 * a smaller size is taken until the longest word fits it: satori does not break a word, so at 250 px
 * "weekend" ran off the image as "weeken".
 */
export function captionSize(caption: string, sizes: readonly number[], width?: number): number {
  const steps = [8, 20, 40, 60, 80];
  const index = steps.findIndex((limit) => caption.length <= limit);
  let at = Math.min(index === -1 ? sizes.length - 1 : index, sizes.length - 1);
  if (width) {
    const longest = Math.max(...caption.split(/\s+/).map((word) => [...word].length));
    while (at < sizes.length - 1 && longest * WIDEST_GLYPH_EM * sizes[at]! > width) at++;
  }
  return sizes[at]!;
}
/** Fraunces Black's widest lowercase run per character, in em ("weeken" at 250 px: 1,000 px). */
const WIDEST_GLYPH_EM = 0.68;
