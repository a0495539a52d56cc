/**
 * Without SSO_ALLOW_PRIVATE_ISSUERS (the production default), the server contacts no identity provider on
 * this machine or on a private, link-local, unspecified or multicast address: a save of such an issuer is a
 * 400 naming the Issuer field, and a sign-in with one stored earlier is refused clearly (the start a 400,
 * the callback back to /auth), while the address in question never sees a request.
 */
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYER_API, EMPLOYER_API } from "#shared/schemas/employer.ts";
import { SSO_API } from "#shared/schemas/sso.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { companyEmailDomains, companyIdentityProviders, ssoSignIns } from "./sso.table.ts";
import { cookieOf } from "./sso.test-support.ts";
import { secretBinding } from "./sso-settings.service.ts";

const t = setupTestApp();
let admin: SignedInUser;
/** A server on this machine standing where a provider would: it counts what reaches it. */
let local: Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  admin = await t.asRole("admin");
  local = createServer((request, response) => {
    reached.push(request.url ?? "");
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => local.listen(0, "127.0.0.1", resolve));
  port = (local.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => local.close(() => resolve()));
});

const body = (issuer: string, domains = ["private-issuer.example"]) => ({
  issuer,
  clientId: "client",
  clientSecret: "secret",
  domains,
});

describe("saving an issuer on this machine or a private network", () => {
  it("is a 400 naming the Issuer field, in every way the address can be written, and nothing is fetched", async () => {
    const companyId = (await t.createCompany()).id;
    const issuers = [
      `http://127.0.0.1:${port}`,
      `http://127.1:${port}`,
      `http://0x7f000001:${port}`,
      `http://2130706433:${port}`,
      `http://0177.0.0.1:${port}`,
      `http://[::1]:${port}`,
      `https://[::ffff:127.0.0.1]:${port}`,
      `http://localhost:${port}`,
      "https://10.0.0.8/tenant",
      "https://172.16.4.4",
      "https://192.168.0.10",
      "https://169.254.169.254/latest",
      "https://0.0.0.0",
      "https://[::]",
      "https://224.0.0.251",
      "https://[fd00::5]",
      "https://[fe80::1]",
      "https://[ff02::1]",
    ];
    for (const issuer of issuers) {
      const response = await admin.inject({
        method: "PUT",
        url: ADMIN_EMPLOYER_API.signInSettings(companyId),
        payload: body(issuer),
      });
      expect(response.statusCode, `${issuer}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe("ISSUER_INVALID");
      expect(response.json().message).toMatch(/^Issuer /);
      expect(response.json().message).toMatch(/private or local network/);
    }
    expect(reached).toEqual([]);
    const [row] = await t.db
      .select()
      .from(companyIdentityProviders)
      .where(eq(companyIdentityProviders.companyId, companyId));
    expect(row).toBeUndefined();
  });

  it("is refused to an HR manager too", async () => {
    const company = await t.createCompany();
    const { user, password } = await t.createUser("hr" as "parent", {
      companyId: company.id,
      email: "hr@private-hr.example",
      emailConfirmedAt: new Date(),
    });
    const cookie = await t.signIn(user.username, password, "hr");
    const response = await t.app.inject({
      method: "PUT",
      url: EMPLOYER_API.signInSettings,
      headers: { cookie },
      payload: body(`http://localhost:${port}`, ["private-hr.example"]),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^Issuer .*private or local network/);
    expect(reached).toEqual([]);
  });
});

describe("signing in with an issuer on a private network stored earlier", () => {
  let companyId: number;
  beforeAll(async () => {
    // Settings saved while the server allowed private issuers (SSO_ALLOW_PRIVATE_ISSUERS=1), since turned off.
    companyId = (await t.createCompany({ placesPurchased: 5 })).id;
    await t.db.insert(companyIdentityProviders).values({
      companyId,
      issuer: `http://127.0.0.1:${port}`,
      clientId: "client",
      clientSecretSealed: t.app.deps.secretBox.seal("sso-client-secret", "secret", secretBinding(companyId)),
    });
    await t.db.insert(companyEmailDomains).values({ domain: "stored-private.example", companyId });
  });

  it("answers the start with the unreachable provider's 400, never a 500, and contacts nothing", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: SSO_API.start,
      payload: { email: "someone@stored-private.example" },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "SSO_PROVIDER_UNREACHABLE" });
    expect(cookieOf(response, "sso_binding")).toBeUndefined();
    expect(reached).toEqual([]);
  });

  it("sends a browser coming back from it to /auth with the provider's refusal, contacting nothing", async () => {
    // A sign-in started while the issuer was still allowed, coming back now.
    const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");
    const [state, binding] = ["a-state-of-the-private-issuer", "the-browser-binding"];
    await t.db.insert(ssoSignIns).values({
      stateHash: sha256(state),
      browserBindingHash: sha256(binding),
      companyId,
      nonce: "nonce",
      codeVerifierSealed: t.app.deps.secretBox.seal("sso-code-verifier", "verifier", sha256(state)),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const response = await t.app.inject({
      method: "GET",
      url: `${SSO_API.callback}?code=the-code&state=${state}`,
      headers: { cookie: `sso_binding=${binding}` },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/auth?sso_error=provider");
    expect(cookieOf(response, "sid")).toBeUndefined();
    expect(reached).toEqual([]);
  });
});
