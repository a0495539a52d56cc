/**
 * Where the server may reach a company's identity provider (DECISIONS.md "Safeguarding and security":
 * outbound addresses are checked). An HR manager types the issuer, and the server then fetches
 * it and the addresses its metadata names (keys, token, userinfo), so none of them may be on this machine
 * or a private network unless SSO_ALLOW_PRIVATE_ISSUERS=1: a host name counts by every address it resolves
 * to, an address however it is written. The requests themselves check the address they connect to again
 * (a name that resolved to a public address at the check and to a private one a moment later is refused)
 * and never follow a redirect.
 */
import { type LookupAddress, lookup } from "node:dns";
import { lookup as lookupAll } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { addressNumber } from "../../http/client-address.ts";

/** The server contacted a provider address that is not public, or its name resolved to one. */
export class ProviderAddressRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} is ${address}, an address on a private or local network.`);
  }
}

/** Ranges no identity provider on the internet answers from. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 among it
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carriers' shared address space
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services among it
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and the old IPv4-compatible form
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // the old site-local
  ["ff00::", 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/**
 * The IPv4 address an IPv6 one carries by NAT64 (64:ff9b::/96) or 6to4 (2002::/16), or null. (BlockList
 * itself checks the IPv4-mapped form, ::ffff:a.b.c.d, against the IPv4 ranges.)
 */
function carriedIpv4(address: string): string | null {
  const parsed = addressNumber(address);
  if (parsed?.family !== 6) return null;
  const { value } = parsed;
  let carried: bigint;
  if (value >> 32n === 0x0064_ff9b_0000_0000_0000_0000n) carried = value & 0xffff_ffffn;
  else if (value >> 112n === 0x2002n) carried = (value >> 80n) & 0xffff_ffffn;
  else return null;
  return [24n, 16n, 8n, 0n].map((shift) => String((carried >> shift) & 0xffn)).join(".");
}

/** Whether an address (its IPv6 zone aside) is one the server may contact a provider at. */
export function isPublicAddress(address: string): boolean {
  const bare = address.split("%")[0]!;
  const family = isIP(bare);
  if (family === 0) return false;
  if (NOT_PUBLIC.check(bare, family === 4 ? "ipv4" : "ipv6")) return false;
  const carried = carriedIpv4(bare);
  return carried === null || isPublicAddress(carried);
}

/** The first address of these that is not public, or undefined. */
const firstNotPublic = (addresses: string[]) => addresses.find((address) => !isPublicAddress(address));

/** The host of a URL without IPv6's brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Throws `ProviderAddressRefused` unless every address the URL's host stands for is public (a host name:
 * all the addresses it resolves to; `allowPrivate`: any). A name that does not resolve throws the lookup's
 * error.
 */
export async function requirePublicHost(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : (await lookupAll(host, { all: true })).map((a) => a.address);
  const refused = firstNotPublic(addresses);
  if (refused !== undefined) throw new ProviderAddressRefused(url.hostname, refused);
}

/** The connection's own name lookup: every address the name resolves to must be public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = firstNotPublic(found.map((entry) => entry.address));
    if (refused !== undefined || found.length === 0) {
      return callback(new ProviderAddressRefused(hostname, refused ?? "no address"), "", 0);
    }
    if (options.all) return callback(null, found);
    return callback(null, found[0]!.address, found[0]!.family);
  });
};

/** What `openid-client` hands its fetch (its `CustomFetchOptions`). */
export type ProviderFetchOptions = {
  method: string;
  headers: Record<string, string>;
  /** A form, a string or bytes (`openid-client` sends no stream). */
  body?: unknown;
  redirect?: "manual";
  signal?: AbortSignal;
};

/** The largest answer read from a provider (discovery documents and key sets are a few kilobytes). */
const MAX_ANSWER_BYTES = 1024 * 1024;

function bodyBytes(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string" || body instanceof URLSearchParams) return Buffer.from(String(body));
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(new Uint8Array(body));
  throw new TypeError("A request body to the identity provider must be text or bytes.");
}

function responseOf(answer: IncomingMessage, bytes: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  const status = answer.statusCode ?? 502;
  const noBody = status === 204 || status === 205 || status === 304;
  return new Response(noBody ? null : new Uint8Array(bytes), {
    status,
    statusText: answer.statusMessage ?? "",
    headers,
  });
}

/**
 * The fetch `openid-client` makes every request to the provider with: http(s) only, each connection's
 * address checked (unless `allowPrivate`), a redirect answered as it is (never followed), the answer's
 * size bounded.
 */
export function providerFetch(allowPrivate: boolean) {
  return async (address: string, options: ProviderFetchOptions): Promise<Response> => {
    const url = new URL(address);
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      throw new TypeError(`The identity provider's address must be http or https, not ${url.protocol}`);
    }
    // An address written as such is connected to without a lookup: checked here.
    if (!allowPrivate && isIP(hostOf(url)) && !isPublicAddress(hostOf(url))) {
      throw new ProviderAddressRefused(url.hostname, hostOf(url));
    }
    const body = bodyBytes(options.body);
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = send(
        url,
        {
          method: options.method,
          headers: { ...options.headers, ...(body ? { "content-length": String(body.length) } : {}) },
          signal: options.signal,
          ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        },
        (answer) => {
          const chunks: Buffer[] = [];
          let size = 0;
          answer.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              outgoing.destroy(new Error("The identity provider's answer is too large."));
              return;
            }
            chunks.push(chunk);
          });
          answer.on("end", () => {
            try {
              resolve(responseOf(answer, Buffer.concat(chunks)));
            } catch (error) {
              reject(error);
            }
          });
          answer.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  };
}
