import type { ComponentProps } from "react";

// Flat garment drawings for the home illustration. Each is a 64 x 64 viewBox; colours come
// from the className (fill-*, stroke-*) so they follow the palette.
type GarmentProps = ComponentProps<"svg">;

function Garment({ children, ...props }: GarmentProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden strokeLinejoin="round" strokeLinecap="round" {...props}>
      {children}
    </svg>
  );
}

export function Tee(props: GarmentProps) {
  return (
    <Garment {...props}>
      <path d="M23 9 12 14 5 27l8.5 4.5L18 25v31h28V25l4.5 6.5L59 27l-7-13-11-5c-1.6 4-5 6.5-9 6.5S24.6 13 23 9Z" />
    </Garment>
  );
}

export function Trousers(props: GarmentProps) {
  return (
    <Garment {...props}>
      <path d="M19 6h26l4 52H37.5L32 23l-5.5 35H15l4-52Z" />
      <path d="M19 12h26" fill="none" strokeWidth="1.5" className="stroke-foreground/15" />
    </Garment>
  );
}

export function Loafer(props: GarmentProps) {
  return (
    <Garment {...props}>
      <path d="M6 42c0-6 3.5-10 9-10h13c3.6 0 5.5-5 10-5 2.6 0 4.6.8 6.8 2.2C52 33.2 58 36 58 42v4H6v-4Z" />
      <path d="M6 46h52" fill="none" strokeWidth="3" className="stroke-foreground/70" />
      <path d="M31 33h9" fill="none" strokeWidth="1.5" className="stroke-foreground/25" />
    </Garment>
  );
}

export function Tote(props: GarmentProps) {
  return (
    <Garment {...props}>
      <path d="M23 25c0-11 18-11 18 0" fill="none" strokeWidth="3" className="stroke-foreground/70" />
      <path d="M14 24h36l4 34H10l4-34Z" />
    </Garment>
  );
}

/** A long belted coat: the "inspiration photo" of the illustration. */
export function TrenchCoat(props: GarmentProps) {
  return (
    <svg viewBox="0 0 120 200" aria-hidden strokeLinejoin="round" strokeLinecap="round" {...props}>
      <path d="M42 14 26 22 14 92l13 4 7-46v140h52V50l7 46 13-4-12-70-16-8-18 30-18-30Z" />
      <path d="M42 14 60 44l18-30M60 44v146" fill="none" strokeWidth="1.6" className="stroke-foreground/25" />
      <path d="M34 98h52" fill="none" strokeWidth="6" className="stroke-foreground/20" />
      <circle cx="52" cy="64" r="2" className="fill-foreground/30" />
      <circle cx="52" cy="80" r="2" className="fill-foreground/30" />
    </svg>
  );
}
