import { isIP } from "node:net";

/**
 * What kind of address an IP is, for the product reader's SSRF guard (issue #44): a shop page may
 * only be fetched from a `public` address. Pure and dependency-free, so every range has a unit test.
 *
 * The IPv6 rule is an allowlist: only global unicast (2000::/3) minus the special blocks inside it
 * counts as public, so a range IANA hands out later is refused until someone looks at it, rather
 * than reachable until someone notices. IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4)
 * are judged by that IPv4 address, since that is where the packets end up.
 */
export type AddressKind =
  | "public"
  | "loopback"
  /** RFC 1918 and CGNAT's shared space (100.64/10): someone's internal network either way. */
  | "private"
  | "link-local"
  | "unique-local"
  | "unspecified"
  | "multicast"
  /** Documentation, benchmarking, protocol-assignment and not-yet-allocated blocks: never a shop. */
  | "reserved"
  | "not-an-address";

type Range = readonly [base: string, bits: number, kind: AddressKind];

const V4_RANGES: readonly Range[] = [
  ["0.0.0.0", 8, "unspecified"], // "this network": 0.0.0.0 reaches the local machine on Linux
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "private"], // carrier-grade NAT
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"], // cloud metadata services live at 169.254.169.254
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"], // IETF protocol assignments
  ["192.0.2.0", 24, "reserved"], // TEST-NET-1
  ["192.88.99.0", 24, "reserved"], // the retired 6to4 relay anycast
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"], // benchmarking
  ["198.51.100.0", 24, "reserved"], // TEST-NET-2
  ["203.0.113.0", 24, "reserved"], // TEST-NET-3
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"], // reserved for future use, 255.255.255.255 (broadcast) included
];

/** Blocks of 2000::/3 (and around it) that are not someone's public server. Checked in order, first match wins. */
const V6_RANGES: readonly Range[] = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["64:ff9b:1::", 48, "reserved"], // local-use NAT64 (RFC 8215): translated inside someone's network
  ["100::", 64, "reserved"], // discard-only
  ["2001::", 23, "reserved"], // IETF protocol assignments, Teredo (2001::/32) included
  ["2001:db8::", 32, "reserved"], // documentation
  ["3fff::", 20, "reserved"], // documentation (RFC 9637)
  ["fc00::", 7, "unique-local"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "private"], // the deprecated site-local block
  ["ff00::", 8, "multicast"],
];

/** IPv6 prefixes whose low bits carry an IPv4 address: [prefix, bits, where the IPv4 address starts]. */
const V4_CARRIERS = [
  ["::ffff:0:0", 96, 96], // IPv4-mapped, e.g. ::ffff:127.0.0.1
  ["64:ff9b::", 96, 96], // NAT64's well-known prefix
  ["2002::", 16, 16], // 6to4: 2002:AABB:CCDD::/48 routes to AA.BB.CC.DD
] as const;

/** The kind of `ip` (dotted IPv4 or IPv6, brackets and a zone such as `%eth0` allowed); anything else is "not-an-address". */
export function classifyAddress(ip: string): AddressKind {
  const bare = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  const version = isIP(bare);
  if (version === 4) return classifyV4(parseV4(bare));
  if (version === 6) return classifyV6(parseV6(bare.replace(/%.*$/, "")));
  return "not-an-address";
}

/** True only for an address a public shop could be at. */
export const isPublicAddress = (ip: string): boolean => classifyAddress(ip) === "public";

/** 127.0.0.0/8 and ::1 (and ::ffff:127.x, the same machine): what the tests' loopback setting lets through. */
export const isLoopbackAddress = (ip: string): boolean => classifyAddress(ip) === "loopback";

function classifyV4(value: number): AddressKind {
  for (const [base, bits, kind] of V4_RANGES) if (inV4(value, parseV4(base), bits)) return kind;
  return "public";
}

function classifyV6(value: bigint): AddressKind {
  for (const [prefix, bits, start] of V4_CARRIERS) {
    if (inV6(value, parseV6(prefix), bits))
      return classifyV4(Number((value >> BigInt(128 - start - 32)) & 0xffff_ffffn));
  }
  for (const [base, bits, kind] of V6_RANGES) if (inV6(value, parseV6(base), bits)) return kind;
  // The rest of ::/8 (IPv4-compatible ::a.b.c.d, deprecated) and everything outside 2000::/3 is unallocated.
  return inV6(value, parseV6("2000::"), 3) ? "public" : "reserved";
}

function inV4(value: number, base: number, bits: number): boolean {
  const mask = bits === 0 ? 0 : (0xffff_ffff << (32 - bits)) >>> 0;
  return (value & mask) >>> 0 === (base & mask) >>> 0;
}

function inV6(value: bigint, base: bigint, bits: number): boolean {
  const shift = BigInt(128 - bits);
  return value >> shift === base >> shift;
}

/** A dotted IPv4 address (already checked by isIP) as an unsigned 32-bit number. */
function parseV4(ip: string): number {
  return ip.split(".").reduce((sum, octet) => sum * 256 + Number(octet), 0);
}

/** An IPv6 address (already checked by isIP, zone removed) as a 128-bit number; a dotted tail counts as two groups. */
function parseV6(ip: string): bigint {
  let text = ip.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = parseV4(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const all = [...before, ...Array<string>(8 - before.length - after.length).fill("0"), ...after];
  return all.reduce((sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)), 0n);
}
