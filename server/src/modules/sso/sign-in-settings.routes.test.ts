/**
 * A company's sign-in settings: set by an admin or the company's own HR managers, the
 * client secret write-only and sealed at rest, the issuer's discovery read on save, domains one company's
 * each and provably its own (an HR manager adds only its own confirmed address's domain; nobody a public
 * mail service's), every change in the audit list without the secret, and DELETE turning it off.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYER_API, EMPLOYER_API } from "#shared/schemas/employer.ts";
import {
  domainNotProvenMessage,
  ISSUER_MESSAGE,
  publicDomainMessage,
  type SignInSettings,
} from "#shared/schemas/sso.ts";
import { startOidcProvider, type TestOidcProvider } from "../../test/oidc-provider.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { employerAuditEvents } from "../employer-audit/employer-audit.table.ts";
import { companyIdentityProviders } from "./sso.table.ts";
import { PROVIDER_ON_LOOPBACK } from "./sso.test-support.ts";

const t = setupTestApp(PROVIDER_ON_LOOPBACK);
let op: TestOidcProvider;
let admin: SignedInUser;

beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: ["http://localhost:5000/api/sso/callback"] });
  admin = await t.asRole("admin");
});

afterAll(async () => {
  await op?.close();
});

/** An HR manager of a new company, signed in, with this e-mail address (confirmed unless said). */
async function hrManager(email: string, emailConfirmedAt: Date | null = new Date()) {
  const company = await t.createCompany({ placesPurchased: 10 });
  const { user, password } = await t.createUser("hr" as "parent", {
    companyId: company.id,
    email,
    emailConfirmedAt,
  });
  const cookie = await t.signIn(user.username, password, "hr");
  return {
    companyId: company.id,
    inject: (options: InjectOptions) => t.app.inject({ ...options, headers: { cookie } }),
  };
}

const settingsBody = (domains: string[], extra: object = {}) => ({
  issuer: op.issuer,
  clientId: op.clientId,
  clientSecret: op.clientSecret,
  domains,
  ...extra,
});

describe("sign-in settings", () => {
  it("an admin sets them: the secret is sealed, never answered, and kept when a save leaves it out", async () => {
    const companyId = (await t.createCompany()).id;
    const url = ADMIN_EMPLOYER_API.signInSettings(companyId);
    const none = await admin.inject({ method: "GET", url });
    expect(none.json()).toEqual({
      configured: false,
      issuer: null,
      clientId: null,
      hasClientSecret: false,
      domains: [],
      redirectUri: "http://localhost:5000/api/sso/callback",
    });

    const saved = await admin.inject({
      method: "PUT",
      url,
      payload: settingsBody(["Beta.example", "@beta-group.example"]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SignInSettings>()).toEqual({
      configured: true,
      issuer: op.issuer,
      clientId: op.clientId,
      hasClientSecret: true,
      domains: ["beta-group.example", "beta.example"],
      redirectUri: "http://localhost:5000/api/sso/callback",
    });
    expect(saved.body).not.toContain(op.clientSecret);
    const [row] = await t.db
      .select()
      .from(companyIdentityProviders)
      .where(eq(companyIdentityProviders.companyId, companyId));
    expect(row!.clientSecretSealed).not.toContain(op.clientSecret);
    expect(row!.clientSecretSealed.startsWith("v1.")).toBe(true);

    const kept = await admin.inject({
      method: "PUT",
      url,
      payload: { issuer: op.issuer, clientId: op.clientId, domains: ["beta.example"] },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const [after] = await t.db
      .select()
      .from(companyIdentityProviders)
      .where(eq(companyIdentityProviders.companyId, companyId));
    expect(after!.clientSecretSealed).toBe(row!.clientSecretSealed);

    const audit = await t.db
      .select()
      .from(employerAuditEvents)
      .where(eq(employerAuditEvents.companyId, companyId));
    expect(audit.map((event) => event.action)).toEqual([
      "sign-in-settings.created",
      "sign-in-settings.updated",
    ]);
    expect(JSON.stringify(audit)).not.toContain(op.clientSecret);

    const removed = await admin.inject({ method: "DELETE", url });
    expect(removed.json<SignInSettings>().configured).toBe(false);
    expect((await admin.inject({ method: "DELETE", url })).statusCode).toBe(404);
  });

  it("an HR manager sets its own company's", async () => {
    const hr = await hrManager("harper@hr-own.example");
    const saved = await hr.inject({
      method: "PUT",
      url: EMPLOYER_API.signInSettings,
      payload: settingsBody(["hr-own.example"]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await admin.inject({ method: "GET", url: ADMIN_EMPLOYER_API.signInSettings(hr.companyId) });
    expect(read.json<SignInSettings>().domains).toEqual(["hr-own.example"]);
    const audit = await t.db
      .select()
      .from(employerAuditEvents)
      .where(eq(employerAuditEvents.companyId, hr.companyId));
    expect(audit[0]).toMatchObject({ actorKind: "hr", action: "sign-in-settings.created" });
  });

  it("refuses a domain another company holds (409), a first save without a secret, a bad issuer or domain (400)", async () => {
    const first = (await t.createCompany()).id;
    const second = (await t.createCompany()).id;
    await admin.inject({
      method: "PUT",
      url: ADMIN_EMPLOYER_API.signInSettings(first),
      payload: settingsBody(["taken.example"]),
    });
    const taken = await admin.inject({
      method: "PUT",
      url: ADMIN_EMPLOYER_API.signInSettings(second),
      payload: settingsBody(["free.example", "taken.example"]),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("The e-mail domain taken.example belongs to another company.");

    const put = (payload: object) =>
      admin.inject({ method: "PUT", url: ADMIN_EMPLOYER_API.signInSettings(second), payload });
    const noSecret = await put({ issuer: op.issuer, clientId: op.clientId, domains: ["second.example"] });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().message).toBe("Please enter the client secret");

    const plainHttp = await put(settingsBody(["second.example"], { issuer: "http://login.example.com" }));
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().message).toBe(ISSUER_MESSAGE);

    const badDomain = await put(settingsBody(["not a domain"]));
    expect(badDomain.statusCode).toBe(400);
  });

  it("an HR manager adds only its own confirmed address's domain and keeps those an admin set (403 otherwise)", async () => {
    const hr = await hrManager("harriet@proven.example");
    const put = (domains: string[]) =>
      hr.inject({ method: "PUT", url: EMPLOYER_API.signInSettings, payload: settingsBody(domains) });
    // Another company's domain, or any it cannot prove, is an admin's to add.
    const other = await put(["proven.example", "somebody-else.example"]);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: "DOMAIN_NOT_PROVEN",
      message: domainNotProvenMessage(["somebody-else.example"], "proven.example"),
    });
    expect((await put(["proven.example"])).statusCode).toBe(200);
    // An admin adds another; the HR manager's later save keeps it and may drop it, never add another.
    const byAdmin = await admin.inject({
      method: "PUT",
      url: ADMIN_EMPLOYER_API.signInSettings(hr.companyId),
      payload: settingsBody(["proven.example", "subsidiary.example"]),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const kept = await put(["Proven.example", "subsidiary.example"]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<SignInSettings>().domains).toEqual(["proven.example", "subsidiary.example"]);
    expect((await put(["proven.example"])).statusCode).toBe(200);
    expect((await put(["proven.example", "subsidiary.example"])).statusCode).toBe(403);

    // An address not confirmed proves nothing.
    const unconfirmed = await hrManager("hugo@unconfirmed.example", null);
    const refused = await unconfirmed.inject({
      method: "PUT",
      url: EMPLOYER_API.signInSettings,
      payload: settingsBody(["unconfirmed.example"]),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(domainNotProvenMessage(["unconfirmed.example"], null));
  });

  it("refuses a public mail service's domain to everyone (400), an admin too", async () => {
    const companyId = (await t.createCompany()).id;
    const byAdmin = await admin.inject({
      method: "PUT",
      url: ADMIN_EMPLOYER_API.signInSettings(companyId),
      payload: settingsBody(["company.example", "Gmail.com", "@hotmail.co.uk"]),
    });
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json()).toMatchObject({
      code: "DOMAIN_PUBLIC",
      message: publicDomainMessage(["gmail.com", "hotmail.co.uk"]),
    });
    // An HR manager whose own address is at one proves only that it has an account there.
    const hr = await hrManager("someone.at.work@outlook.com");
    const byHr = await hr.inject({
      method: "PUT",
      url: EMPLOYER_API.signInSettings,
      payload: settingsBody(["outlook.com"]),
    });
    expect(byHr.statusCode).toBe(400);
    expect(byHr.json().message).toBe(publicDomainMessage(["outlook.com"]));
    const read = await admin.inject({ method: "GET", url: ADMIN_EMPLOYER_API.signInSettings(companyId) });
    expect(read.json<SignInSettings>().configured).toBe(false);
  });

  it("reads the issuer's discovery document on save: an unreachable issuer is a clear 400", async () => {
    const companyId = (await t.createCompany()).id;
    const response = await admin.inject({
      method: "PUT",
      url: ADMIN_EMPLOYER_API.signInSettings(companyId),
      payload: settingsBody(["unreachable.example"], { issuer: "http://127.0.0.1:9/nowhere" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/could not read the provider's OpenID configuration/);
  });

  it("refuses an address of the provider that is not its issuer: no discovery document there (400)", async () => {
    const companyId = (await t.createCompany()).id;
    const response = await admin.inject({
      method: "PUT",
      url: ADMIN_EMPLOYER_API.signInSettings(companyId),
      payload: settingsBody(["mismatch.example"], { issuer: `${op.issuer}/tenant` }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("DISCOVERY_FAILED");
  });

  it("follows no redirect from the issuer's address: the save is a 400 and the redirect's target sees nothing", async () => {
    const reached: string[] = [];
    const target = createServer((request, response) => {
      reached.push(request.url ?? "");
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    const redirecting = createServer((request, response) => {
      response.writeHead(302, { location: `${targetUrl}${request.url}` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    try {
      const companyId = (await t.createCompany()).id;
      const response = await admin.inject({
        method: "PUT",
        url: ADMIN_EMPLOYER_API.signInSettings(companyId),
        payload: settingsBody(["redirected.example"], {
          issuer: `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`,
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("DISCOVERY_FAILED");
      expect(reached).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
      await new Promise<void>((resolve) => target.close(() => resolve()));
    }
  });

  it("an unknown company is 404 for an admin", async () => {
    const response = await admin.inject({ method: "GET", url: ADMIN_EMPLOYER_API.signInSettings(999_999) });
    expect(response.statusCode).toBe(404);
  });
});
