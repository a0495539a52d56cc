/**
 * The key a per-address rate limit counts a client under. An IPv6 client usually holds a
 * whole /64 — it can take a fresh address for every request — so IPv6 addresses count by their /64 prefix;
 * IPv4 (and IPv4-mapped IPv6) addresses count whole.
 */
import type { IncomingHttpHeaders } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import { networkInterfaces } from "node:os";

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

/**
 * Whether an address is this machine's own: loopback (127.0.0.0/8, ::1, also IPv4-mapped) or an address of
 * one of its network interfaces, read afresh on each call so an address the machine takes later counts.
 */
export function isThisMachine(address: string): boolean {
  const parsed = addressNumber(address);
  if (!parsed) return false;
  if (parsed.family === 4 ? parsed.value >> 24n === 127n : parsed.value === 1n) return true;
  return Object.values(networkInterfaces()).some((entries) =>
    (entries ?? []).some((entry) => {
      const own = addressNumber(entry.address);
      return own?.family === parsed.family && own.value === parsed.value;
    }),
  );
}

/** The address an entry of a forwarding header names (`1.2.3.4`, `1.2.3.4:80`, `"[::1]:80"`), or null. */
function forwardedAddress(entry: string): string | null {
  let text = entry.trim().replace(/^"(.*)"$/, "$1");
  if (text.startsWith("[")) {
    const end = text.indexOf("]");
    text = end > 0 ? text.slice(1, end) : "";
  } else if (/^[0-9.]+:[0-9]+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  return addressNumber(text) ? text : null;
}

/** Every address the request's forwarding headers name, believed or not; null for an entry naming none. */
function forwardedAddresses(headers: IncomingHttpHeaders): (string | null)[] {
  const all = (value: string | string[] | undefined) => [value ?? []].flat().join(",");
  const named = [...all(headers["x-forwarded-for"]).split(","), ...all(headers["x-real-ip"]).split(",")]
    .filter((entry) => entry.trim() !== "")
    .map(forwardedAddress);
  // Forwarded: for=192.0.2.60;proto=http, for="[2001:db8::17]:4711" (RFC 7239).
  for (const element of all(headers.forwarded).split(",")) {
    for (const pair of element.split(";")) {
      const [key, value] = pair.split("=");
      if (key?.trim().toLowerCase() === "for") named.push(forwardedAddress(value ?? ""));
    }
  }
  return named;
}

/**
 * Whether a request comes from this machine by all it carries: the client address the server believes
 * (`request.ip`, after TRUST_PROXY's rules) and every address a forwarding header names, believed or not.
 * A reverse proxy on this machine that TRUST_PROXY does not list still names the remote client there, so
 * the requests it passes on do not count as this machine's; a client can only make itself less local.
 */
export function requestFromThisMachine(request: { ip: string; headers: IncomingHttpHeaders }): boolean {
  return (
    isThisMachine(request.ip) &&
    forwardedAddresses(request.headers).every((address) => address !== null && isThisMachine(address))
  );
}
