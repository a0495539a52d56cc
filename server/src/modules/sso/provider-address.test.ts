/**
 * The addresses the server may reach a company's identity provider at: public ones only, unless
 * SSO_ALLOW_PRIVATE_ISSUERS=1. Every form of a loopback, private, link-local, unspecified or multicast
 * address is refused, by name (all the addresses it resolves to) or written as an address; the provider's
 * requests are checked again when they connect and never follow a redirect.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isPublicAddress,
  ProviderAddressRefused,
  providerFetch,
  requirePublicHost,
} from "./provider-address.ts";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "0.0.0.0",
    "0.1.2.3",
    "100.64.0.1",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "::",
    "::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:7f00:1",
    "::127.0.0.1",
    "64:ff9b::10.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::1",
    "2002:c0a8:101::1",
    "not an address",
    "",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "172.15.255.255",
    "192.169.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "2001:db8::1",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    "2002:808:808::1",
  ])("takes %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("requirePublicHost", () => {
  it.each([
    "http://127.0.0.1/",
    "http://127.1/",
    "http://0x7f000001/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://127.0.0.1./",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://localhost/",
    "https://10.0.0.1/",
    "https://169.254.169.254/latest/meta-data",
    "https://0.0.0.0/",
    "https://[::]/",
    "https://224.0.0.1/",
    "https://[ff02::1]/",
    "https://[fd00::1]/",
  ])("refuses %s, naming the address", async (issuer) => {
    const refused = await requirePublicHost(new URL(issuer), false).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderAddressRefused);
    expect(isPublicAddress((refused as ProviderAddressRefused).address)).toBe(false);
  });

  it("takes any of them when private issuers are allowed, and a public address always", async () => {
    await expect(requirePublicHost(new URL("http://localhost/"), true)).resolves.toBeUndefined();
    await expect(requirePublicHost(new URL("https://10.0.0.1/"), true)).resolves.toBeUndefined();
    await expect(requirePublicHost(new URL("https://93.184.215.14/"), false)).resolves.toBeUndefined();
  });
});

describe("providerFetch", () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url ?? "");
      if (request.url === "/moved") {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/target` }).end();
        return;
      }
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on("end", () => {
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ method: request.method, body, type: request.headers["content-type"] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const options = {
    method: "GET",
    headers: { accept: "application/json" },
    body: undefined,
    redirect: "manual" as const,
  };

  it("reaches no address on this machine or a private network, by name or by address, unless allowed", async () => {
    seen.length = 0;
    const refuse = providerFetch(false);
    for (const host of ["127.0.0.1", "localhost", "127.1", "[::ffff:127.0.0.1]"]) {
      await expect(refuse(`http://${host}:${port}/anything`, options)).rejects.toBeInstanceOf(
        ProviderAddressRefused,
      );
    }
    expect(seen).toEqual([]);
    const allowed = await providerFetch(true)(`http://localhost:${port}/anything`, options);
    expect(allowed.status).toBe(200);
    expect(seen).toEqual(["/anything"]);
  });

  it("sends a form body and answers the response as fetch does", async () => {
    const response = await providerFetch(true)(`http://127.0.0.1:${port}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "authorization_code", code: "a b" }),
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({
      method: "POST",
      body: "grant_type=authorization_code&code=a+b",
      type: "application/x-www-form-urlencoded",
    });
  });

  it("never follows a redirect: the 302 is the answer", async () => {
    seen.length = 0;
    const response = await providerFetch(true)(`http://127.0.0.1:${port}/moved`, options);
    expect(response.status).toBe(302);
    expect(seen).toEqual(["/moved"]);
  });

  it("refuses a scheme other than http and https", async () => {
    await expect(providerFetch(true)("file:///etc/passwd", options)).rejects.toThrow();
  });
});
