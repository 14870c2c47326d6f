/**
 * The image type read from the file's first bytes. The name and the declared Content-Type are
 * chosen by the client and prove nothing.
 */
export type SniffedType = "jpeg" | "png" | "webp" | "gif" | "avif" | "heic";

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") return isoBrand(bytes);
  return null;
}

// ISO base media (HEIF family): the ftyp box lists a major brand and compatible brands.
// AVIF files often carry the generic "mif1" major brand, so any avif brand wins.
function isoBrand(bytes: Uint8Array): SniffedType | null {
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8)).getUint32(0);
  const end = Math.min(bytes.length, Math.max(16, Math.min(boxSize, 256)));
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  return null;
}
