/**
 * Sign-in with the organisation against a real OpenID provider (`oidc-provider` on loopback, its login page
 * driven over HTTP): an existing account signed in, a first sign-in making the account on a free place, and
 * every refusal DECISIONS.md lists, each sent back to /auth with its code and no session.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "#shared/config/paths.ts";
import { ADMIN_EMPLOYER_API } from "#shared/schemas/employer.ts";
import { SSO_API, SSO_NOT_USED } from "#shared/schemas/sso.ts";
import { startOidcProvider, type TestOidcProvider } from "../../test/oidc-provider.ts";
import { createTestApp, type SignedInUser, setupTestApp, testConfig } from "../../test/test-app.ts";
import { users } from "../users/users.table.ts";
import { cookieOf, PROVIDER_ON_LOOPBACK, ssoHelpers } from "./sso.test-support.ts";

const t = setupTestApp(PROVIDER_ON_LOOPBACK);
let op: TestOidcProvider;
let admin: SignedInUser;
let companyId: number;
let fullCompanyId: number;

beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: ["http://localhost:5000/api/sso/callback"] });
  admin = await t.asRole("admin");
  companyId = (await t.createCompany({ placesPurchased: 50 })).id;
  // One place, held by an employee already.
  fullCompanyId = (await t.createCompany({ placesPurchased: 1 })).id;
  await t.createUser("parent", { companyId: fullCompanyId, email: "holder@full.example" });
  for (const [id, domains] of [
    [companyId, ["acme.example", "acme-group.example"]],
    [fullCompanyId, ["full.example"]],
  ] as const) {
    const saved = await admin.inject({
      method: "PUT",
      url: ADMIN_EMPLOYER_API.signInSettings(id),
      payload: { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret, domains },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});

afterAll(async () => {
  await op?.close();
});

const { start, callback, signInWith, expectRefused, currentUserWith } = ssoHelpers(t, () => op);

async function placesUsed(id: number) {
  return (await t.app.deps.repositories.places.of([id])).get(id)!.used;
}

describe("sign-in with the organisation", () => {
  it("signs in the company's account made for the provider with that verified e-mail and lands on its home", async () => {
    const { user } = await t.createUser("parent", {
      companyId,
      email: "sam.jones@acme.example",
      signsInWithProvider: true,
    });
    const { response } = await signInWith("Sam.Jones@acme.example", "sam.jones@acme.example");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(paths.parentDashboard);
    const session = cookieOf(response, "sid");
    expect(session).toBeDefined();
    expect((await currentUserWith(session!)).id).toBe(user.id);
  });

  it("makes a new activated family account on a free place at the first sign-in, which a password never opens", async () => {
    const before = await placesUsed(companyId);
    op.setAccount("new.person@acme-group.example", {
      email: "new.person@acme-group.example",
      email_verified: true,
      given_name: "New",
      family_name: "Person",
    });
    const { response } = await signInWith("new.person@acme-group.example");
    expect(response.headers.location).toBe(paths.parentDashboard);
    const me = await currentUserWith(cookieOf(response, "sid")!);
    const [made] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(made).toMatchObject({
      email: "new.person@acme-group.example",
      fullName: "New Person",
      role: "parent",
      companyId,
      isActivated: true,
      signsInWithProvider: true,
      username: "new.person",
    });
    expect(await placesUsed(companyId)).toBe(before + 1);
    // A second sign-in finds the same account.
    const again = await signInWith("new.person@acme-group.example");
    expect((await currentUserWith(cookieOf(again.response, "sid")!)).id).toBe(me.id);
    expect(await placesUsed(companyId)).toBe(before + 1);
    // Its password sign-in answers as a wrong password.
    const password = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "new.person", password: "any password at all", role: "student" },
    });
    expect(password.statusCode).toBe(401);
  });

  it("activates an account provisioned for the provider (by SCIM, say) at its first sign-in", async () => {
    const { user } = await t.createUser("parent", {
      companyId,
      email: "provisioned@acme.example",
      isActivated: false,
      signsInWithProvider: true,
    });
    const { response } = await signInWith("provisioned@acme.example");
    expect((await currentUserWith(cookieOf(response, "sid")!)).id).toBe(user.id);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ isActivated: true, signsInWithProvider: true });
    expect(after!.activatedAt).not.toBeNull();
  });

  it("limits starts per address like the password sign-in", async () => {
    const limited = await createTestApp({
      rateLimits: { ...testConfig().rateLimits, loginPerIp: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await limited.app.inject({
          method: "POST",
          url: SSO_API.start,
          payload: { email: "someone@elsewhere.example" },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it("answers a work e-mail of no company with a provider with a clear 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: SSO_API.start,
      payload: { email: "someone@elsewhere.example" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SSO_NOT_USED);
  });
});

describe("refusals: no session, /auth says why", () => {
  const tampered = (change: Parameters<TestOidcProvider["tamperIdTokens"]>[0]) => async () => {
    op.tamperIdTokens(change);
    try {
      return (await signInWith("sam.jones@acme.example")).response;
    } finally {
      op.tamperIdTokens(null);
    }
  };

  it("an ID token of another issuer", async () => {
    const response = await tampered((claims) => ({
      claims: { ...claims, iss: "http://127.0.0.1:1/other" },
    }))();
    expectRefused(response, "issuer");
  });

  it("a provider whose metadata names another issuer by the time the browser comes back", async () => {
    const { redirectUrl, binding } = await start("sam.jones@acme.example");
    const returnUrl = await op.signIn(redirectUrl, "sam.jones@acme.example");
    op.announceIssuer("http://127.0.0.1:1/elsewhere");
    try {
      expectRefused(await callback(returnUrl, binding), "issuer");
    } finally {
      op.announceIssuer(null);
    }
  });

  it("an ID token minted for another client", async () => {
    const response = await tampered((claims) => ({ claims: { ...claims, aud: "another-client" } }))();
    expectRefused(response, "audience");
  });

  it("an ID token signed with a key the provider does not publish", async () => {
    const response = await tampered((claims) => ({ claims, otherKey: true }))();
    expectRefused(response, "signature");
  });

  it("an expired ID token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const response = await tampered((claims) => ({
      claims: { ...claims, iat: now - 7200, exp: now - 3600 },
    }))();
    expectRefused(response, "token_expired");
  });

  it("an ID token with another sign-in's nonce", async () => {
    const response = await tampered((claims) => ({ claims: { ...claims, nonce: "another-nonce" } }))();
    expectRefused(response, "nonce");
  });

  it("the same callback twice (replayed state)", async () => {
    const { response, returnUrl, binding } = await signInWith("sam.jones@acme.example");
    expect(cookieOf(response, "sid")).toBeDefined();
    expectRefused(await callback(returnUrl, binding), "replayed");
  });

  it("a wrong or unknown state, and a callback in another browser", async () => {
    const { redirectUrl, binding } = await start("sam.jones@acme.example");
    const returnUrl = new URL(await op.signIn(redirectUrl, "sam.jones@acme.example"));
    const forged = new URL(returnUrl);
    forged.searchParams.set("state", "not-the-state");
    expectRefused(await callback(forged.href, binding), "state");
    // Without the browser's binding cookie, or with another browser's, the real state is refused too.
    expectRefused(await callback(returnUrl.href), "state");
    const otherBrowser = (await start("sam.jones@acme.example")).binding;
    expectRefused(await callback(returnUrl.href, otherBrowser), "state");
    expectRefused(await callback(returnUrl.href, "sso_binding=made-up"), "state");
  });

  it("a callback address seen by someone else does not spoil the sign-in: only its own browser uses it up", async () => {
    const { redirectUrl, binding } = await start("sam.jones@acme.example");
    const returnUrl = await op.signIn(redirectUrl, "sam.jones@acme.example");
    for (const stranger of [undefined, (await start("sam.jones@acme.example")).binding]) {
      expectRefused(await callback(returnUrl, stranger), "state");
    }
    const response = await callback(returnUrl, binding);
    expect(response.statusCode, String(response.headers.location)).toBe(303);
    expect(response.headers.location).toBe(paths.parentDashboard);
    expect(cookieOf(response, "sid")).toBeDefined();
    expectRefused(await callback(returnUrl, binding), "replayed");
  });

  it("an e-mail claim that is not one address, even at the company's domain", async () => {
    for (const [login, email] of [
      ["double.at@acme.example", "a@b.example@acme.example"],
      ["two.words@acme.example", "two words@acme.example"],
      ["two.addresses@acme.example", "x@acme.example, y@acme.example"],
      ["no.local@acme.example", "@acme.example"],
    ] as const) {
      op.setAccount(login, { email, email_verified: true });
      expectRefused((await signInWith(login)).response, "provider");
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it("an e-mail the provider has not verified", async () => {
    op.setAccount("unverified@acme.example", { email: "unverified@acme.example", email_verified: false });
    expectRefused((await signInWith("unverified@acme.example")).response, "email_unverified");
  });

  it("an e-mail outside the company's domains", async () => {
    // The person types a work e-mail of the company but the provider vouches for another address.
    op.setAccount("switcher@acme.example", { email: "switcher@gmail.example", email_verified: true });
    expectRefused((await signInWith("switcher@acme.example")).response, "email_domain");
  });

  it("a leaver", async () => {
    await t.createUser("parent", {
      companyId,
      email: "gone@acme.example",
      leftAt: new Date(Date.now() - 86_400_000),
    });
    expectRefused((await signInWith("gone@acme.example")).response, "leaver");
  });

  it("a company with no places left", async () => {
    expectRefused((await signInWith("first@full.example")).response, "no_places");
    expect(await t.db.select().from(users).where(eq(users.email, "first@full.example"))).toEqual([]);
  });

  it("a NUL character in a claim the sign-in reads or keeps (sub, email, name, given and family names)", async () => {
    for (const claim of ["sub", "email", "name", "given_name", "family_name"]) {
      const email = `nul.${claim.replace("_", ".")}@acme.example`;
      op.tamperIdTokens((claims) => ({
        claims: {
          ...claims,
          email,
          [claim]: claim === "email" ? `nul${"\u0000"}x@acme.example` : "A\u0000B",
        },
      }));
      try {
        const { response } = await signInWith(email);
        expectRefused(response, "provider");
        // The browser's binding is cleared, as at every other refusal.
        expect(String(response.headers["set-cookie"])).toMatch(/sso_binding=;/);
      } finally {
        op.tamperIdTokens(null);
      }
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it("the provider's own error answer", async () => {
    const { redirectUrl, binding } = await start("sam.jones@acme.example");
    const state = new URL(redirectUrl).searchParams.get("state")!;
    const denied = `http://localhost:5000${SSO_API.callback}?error=access_denied&state=${state}&iss=${encodeURIComponent(op.issuer)}`;
    expectRefused(await callback(denied, binding), "provider");
  });
});

describe("a provider whose metadata names an authorization address no browser should be sent to", () => {
  it("answers the start as for an unreachable provider (400), never a 500, and keeps no sign-in", async () => {
    const endpoints = [
      "javascript:alert(document.cookie)",
      "JavaScript://%0Aalert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://login.acme.example/authorize",
      "http://login.acme.example/authorize",
      "not an address",
    ];
    try {
      for (const endpoint of endpoints) {
        op.announceMetadata({ authorization_endpoint: endpoint });
        const response = await t.app.inject({
          method: "POST",
          url: SSO_API.start,
          payload: { email: "sam.jones@acme.example" },
        });
        expect(response.statusCode, `${endpoint}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ code: "SSO_PROVIDER_UNREACHABLE" });
        expect(response.json().message).toMatch(/could not reach your organisation's sign-in/);
        expect(cookieOf(response, "sso_binding")).toBeUndefined();
      }
    } finally {
      op.announceMetadata(null);
    }
    // The provider's own address again: the start works.
    expect((await start("sam.jones@acme.example")).redirectUrl.startsWith(`${op.issuer}/`)).toBe(true);
  });
});
