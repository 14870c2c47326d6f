import { type AddressKind, classifyAddress, isLoopbackAddress, isPublicAddress } from "@/lib/buy/address";
import { describe, expect, it } from "vitest";

/** Each address with the kind it must get; issue #44 names 127.0.0.1, 10/8, 169.254.169.254 and [::1]. */
const CASES: [string, AddressKind][] = [
  // IPv4
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["10.0.0.1", "private"],
  ["10.255.255.255", "private"],
  ["169.254.169.254", "link-local"],
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "unspecified"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.1", "private"],
  ["100.64.0.1", "private"],
  ["100.127.255.255", "private"],
  ["192.0.0.8", "reserved"],
  ["192.0.2.10", "reserved"],
  ["198.18.0.1", "reserved"],
  ["198.19.255.255", "reserved"],
  ["224.0.0.251", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "reserved"],
  // Their neighbours, just outside
  ["172.15.255.255", "public"],
  ["172.32.0.1", "public"],
  ["100.63.255.255", "public"],
  ["100.128.0.1", "public"],
  ["198.17.255.255", "public"],
  ["198.20.0.1", "public"],
  ["11.0.0.1", "public"],
  ["126.255.255.255", "public"],
  ["128.0.0.1", "public"],
  ["223.255.255.255", "public"],
  ["8.8.8.8", "public"],
  ["93.184.215.14", "public"],
  // IPv6
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["[::1]", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["fc00::1", "unique-local"],
  ["fd12:3456:789a::1", "unique-local"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local"],
  ["febf::1", "link-local"],
  ["fec0::1", "private"],
  ["ff02::1", "multicast"],
  ["2001:db8::1", "reserved"],
  ["2001:0db8:ffff::1", "reserved"],
  ["2001::1", "reserved"],
  ["100::1", "reserved"],
  ["::127.0.0.1", "reserved"],
  ["4000::1", "reserved"],
  ["2606:4700:4700::1111", "public"],
  ["2a00:1450:4001:80b::200e", "public"],
  // IPv6 that carries IPv4: judged by the IPv4 address inside
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["::FFFF:10.0.0.1", "private"],
  ["::ffff:169.254.169.254", "link-local"],
  ["::ffff:8.8.8.8", "public"],
  ["64:ff9b::10.0.0.1", "private"],
  ["64:ff9b::a9fe:a9fe", "link-local"],
  ["64:ff9b::8.8.8.8", "public"],
  ["64:ff9b:1::8.8.8.8", "reserved"],
  ["2002:c0a8:0101::1", "private"],
  ["2002:0808:0808::1", "public"],
  // Not addresses at all
  ["localhost", "not-an-address"],
  ["shop.example", "not-an-address"],
  ["127.1", "not-an-address"],
  ["2130706433", "not-an-address"],
  ["", "not-an-address"],
];

describe("classifyAddress (issue #44: the product reader's SSRF guard)", () => {
  it.each(CASES)("%s is %s", (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it("counts only public addresses as public", () => {
    for (const [ip, kind] of CASES) expect(isPublicAddress(ip), ip).toBe(kind === "public");
  });

  it("names 127/8, ::1 and their IPv4-mapped forms loopback, nothing else", () => {
    expect(["127.0.0.1", "127.9.9.9", "::1", "::ffff:127.0.0.1"].every(isLoopbackAddress)).toBe(true);
    expect(["10.0.0.1", "0.0.0.0", "::", "169.254.169.254", "fe80::1", "fc00::1"].some(isLoopbackAddress)).toBe(false);
  });
});
