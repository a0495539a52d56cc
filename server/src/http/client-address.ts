/**
 * The key a per-address rate limit counts a client under (issue 14 item 7). An IPv6 client usually holds a
 * whole /64 — it can take a fresh address for every request — so IPv6 addresses count by their /64 prefix;
 * IPv4 (and IPv4-mapped IPv6) addresses count whole.
 */
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address, `::` expanded and an embedded IPv4 tail converted. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0]!.toLowerCase();
  const ipv4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -ipv4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * An address as a number in its family's space, as the proxy rules compare them: IPv4 (an IPv4-mapped
 * IPv6 address counts as the IPv4 address it carries) or IPv6 (its zone left out); null for anything else.
 */
export function addressNumber(ip: string): { family: 4 | 6; value: bigint } | null {
  if (isIPv4(ip)) {
    return { family: 4, value: ip.split(".").reduce((sum, octet) => (sum << 8n) + BigInt(octet), 0n) };
  }
  if (!isIPv6(ip)) return null;
  const groups = ipv6Groups(ip);
  if (!groups || groups.some((group) => Number.isNaN(group))) return null;
  const value = groups.reduce((sum, group) => (sum << 16n) + BigInt(group), 0n);
  if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffff_ffffn };
  return { family: 6, value };
}

export function clientAddressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  // ::ffff:a.b.c.d is an IPv4 client seen through an IPv6 socket.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
