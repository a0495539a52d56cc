/**
 * Which accounts a provider's sign-in reaches (decision 056 "Single sign-on"), against real OpenID providers
 * on loopback. The company's HR managers choose its provider, so a verified e-mail claim alone opens only an
 * account meant for the provider; an account with a password of its own is reached only once its owner,
 * signed in, links it from Profile Settings; a link is to the provider's subject under the company's issuer
 * and client id, and goes when they change; only families sign in this way; a company whose access has
 * ended is refused at the start and at the callback.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYER_API, EMPLOYER_API } from "#shared/schemas/employer.ts";
import { SSO_API } from "#shared/schemas/sso.ts";
import { createRepositories } from "../../container-repositories.ts";
import { companies, users } from "../../db/schema.ts";
import { mailsTo } from "../../test/api-helpers.ts";
import { startOidcProvider, type TestOidcProvider } from "../../test/oidc-provider.ts";
import { createTestApp, type SignedInUser, setupTestApp, testConfig } from "../../test/test-app.ts";
import { ssoIdentities } from "./sso.table.ts";
import { cookieOf, PROVIDER_ON_LOOPBACK, ssoHelpers } from "./sso.test-support.ts";
import { createSsoAccounts } from "./sso-accounts.ts";

const t = setupTestApp(PROVIDER_ON_LOOPBACK);
const REDIRECT = "http://localhost:5000/api/sso/callback";
/** The company's real provider, and one an HR manager runs of its own. */
let op: TestOidcProvider;
let hrOwn: TestOidcProvider;
/** The provider the browser is sent to in the current test. */
let current: TestOidcProvider;
let admin: SignedInUser;
let companyId: number;
const DOMAIN = "linked.example";

const sso = ssoHelpers(t, () => current);

async function settings(provider: TestOidcProvider, domains = [DOMAIN], id = companyId) {
  const saved = await admin.inject({
    method: "PUT",
    url: ADMIN_EMPLOYER_API.signInSettings(id),
    payload: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      domains,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: [REDIRECT] });
  hrOwn = await startOidcProvider({ redirectUris: [REDIRECT] });
  current = op;
  admin = await t.asRole("admin");
  companyId = (await t.createCompany({ placesPurchased: 50 })).id;
  await settings(op);
});

afterAll(async () => {
  await op?.close();
  await hrOwn?.close();
});

/** A family of the company that registered with a password and confirmed its address, signed in. */
const passwordFamily = (email: string) =>
  t.asRole("parent", { companyId, email, emailConfirmedAt: new Date() });

describe("an account with a password of its own", () => {
  it("is not signed in by the provider's e-mail claim: its owner is told to link it", async () => {
    const family = await passwordFamily(`pat.password@${DOMAIN}`);
    const { response } = await sso.signInWith(`pat.password@${DOMAIN}`);
    sso.expectRefused(response, "link_required");
    // Nothing was linked or made.
    expect(await t.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, family.user.id))).toEqual(
      [],
    );
  });

  it("its owner links it from Profile Settings, and the provider then signs it in", async () => {
    const family = await passwordFamily(`lee.linker@${DOMAIN}`);
    const status = await family.inject({ method: "GET", url: SSO_API.link });
    expect(status.json()).toEqual({ available: true, linked: false });
    const linked = await sso.linkWith(family, `lee.linker@${DOMAIN}`);
    expect(linked.statusCode).toBe(303);
    expect(linked.headers.location).toBe("/account?sso_linked=1");
    expect(cookieOf(linked, "sid")).toBeUndefined();
    expect((await family.inject({ method: "GET", url: SSO_API.link })).json()).toEqual({
      available: true,
      linked: true,
    });
    await sso.expectSignsIn(`lee.linker@${DOMAIN}`, family.user.id);
    // Its password still signs in too.
    expect((await family.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(200);

    // Unlinked, the provider no longer reaches it.
    const removed = await family.inject({ method: "DELETE", url: SSO_API.link });
    expect(removed.json()).toEqual({ available: true, linked: false });
    sso.expectRefused((await sso.signInWith(`lee.linker@${DOMAIN}`)).response, "link_required");
  });

  it("is linked only to an identity that vouches for its own address, and one identity links one account", async () => {
    const family = await passwordFamily(`morgan@${DOMAIN}`);
    // The provider vouches for another of the company's addresses.
    current.setAccount("morgan-other", { email: `someone.else@${DOMAIN}`, email_verified: true });
    sso.expectRefused(await sso.linkWith(family, "morgan-other"), "link_email", "/account");
    // An identity already linked to another account.
    const first = await passwordFamily(`first.holder@${DOMAIN}`);
    current.setAccount("shared-login", { email: `first.holder@${DOMAIN}`, email_verified: true });
    expect((await sso.linkWith(first, "shared-login")).headers.location).toBe("/account?sso_linked=1");
    const second = await passwordFamily(`FIRST.holder2@${DOMAIN}`);
    current.setAccount("shared-login", { email: `first.holder2@${DOMAIN}`, email_verified: true });
    sso.expectRefused(await sso.linkWith(second, "shared-login"), "link_taken", "/account");
    expect((await family.inject({ method: "GET", url: SSO_API.link })).json()).toMatchObject({
      linked: false,
    });
  });

  it("asks for the account's password to start a link, and tells the account's address when one is made", async () => {
    const family = await passwordFamily(`casey.confirm@${DOMAIN}`);
    for (const payload of [{}, { currentPassword: "not-the-password" }]) {
      const refused = await family.inject({ method: "POST", url: SSO_API.link, payload });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(cookieOf(refused, "sso_binding")).toBeUndefined();
    }
    const wrong = await family.inject({
      method: "POST",
      url: SSO_API.link,
      payload: { currentPassword: "not-the-password" },
    });
    expect(wrong.json().message).toBe("Current password is incorrect");
    expect(await mailsTo(t, family.user.email, "sso-linked")).toHaveLength(0);
    const linked = await sso.linkWith(family, `casey.confirm@${DOMAIN}`);
    expect(linked.headers.location).toBe("/account?sso_linked=1");
    const [told] = await mailsTo(t, family.user.email, "sso-linked");
    expect(told?.subject).toMatch(/organisation's sign-in is linked/);
  });

  it("is not offered, nor made, for an address its owner has not confirmed (one an HR system wrote, say)", async () => {
    // The way in to close: the address in the company's domain, unconfirmed, and the HR manager's provider
    // vouching for it with a subject it holds.
    const family = await t.asRole("parent", {
      companyId,
      email: `hr.owned@${DOMAIN}`,
      emailConfirmedAt: null,
    });
    expect((await family.inject({ method: "GET", url: SSO_API.link })).json()).toEqual({
      available: false,
      linked: false,
    });
    const payload = { currentPassword: family.password };
    const refused = await family.inject({ method: "POST", url: SSO_API.link, payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not available for this account/);
    // Confirmed when the link starts, no longer by the time the provider answers: refused all the same.
    const other = await passwordFamily(`later.unconfirmed@${DOMAIN}`);
    const started = await other.inject({
      method: "POST",
      url: SSO_API.link,
      payload: { currentPassword: other.password },
    });
    expect(started.statusCode, started.body).toBe(200);
    await t.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, other.user.id));
    current.setAccount("hr-held", { email: `later.unconfirmed@${DOMAIN}`, email_verified: true });
    const returnUrl = await current.signIn(started.json().redirectUrl, "hr-held");
    sso.expectRefused(
      await sso.callback(returnUrl, cookieOf(started, "sso_binding")),
      "link_email",
      "/account",
    );
    expect(await t.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, other.user.id))).toEqual(
      [],
    );
    expect(await mailsTo(t, other.user.email, "sso-linked")).toHaveLength(0);
  });

  it("a family outside the company's domains, or of no company with a provider, cannot start a link", async () => {
    const elsewhere = await t.asRole("parent", {
      companyId,
      email: "private@home.example",
      emailConfirmedAt: new Date(),
    });
    expect((await elsewhere.inject({ method: "GET", url: SSO_API.link })).json()).toEqual({
      available: false,
      linked: false,
    });
    const refused = await elsewhere.inject({
      method: "POST",
      url: SSO_API.link,
      payload: { currentPassword: elsewhere.password },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not available for this account/);
    const tutor = await t.asRole("tutor", { email: `tutor@${DOMAIN}` });
    expect((await tutor.inject({ method: "POST", url: SSO_API.link })).statusCode).toBe(403);
  });

  it("starts are limited per address like the public start", async () => {
    const limited = await createTestApp({
      rateLimits: { ...testConfig().rateLimits, loginPerIp: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const family = await limited.asRole("parent", { email: "limited@nowhere.example" });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const payload = { currentPassword: family.password };
        statuses.push((await family.inject({ method: "POST", url: SSO_API.link, payload })).statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("an HR manager pointing the company at a provider of its own", () => {
  it("reaches neither linked password families nor unlinked ones, and the old links stop with the change", async () => {
    const family = await passwordFamily(`victim@${DOMAIN}`);
    expect((await sso.linkWith(family, `victim@${DOMAIN}`)).headers.location).toBe("/account?sso_linked=1");
    const unlinked = await passwordFamily(`unlinked@${DOMAIN}`);
    const hr = await t.asRole("hr", { companyId, email: `harper@${DOMAIN}` });
    const changed = await hr.inject({
      method: "PUT",
      url: EMPLOYER_API.signInSettings,
      payload: {
        issuer: hrOwn.issuer,
        clientId: hrOwn.clientId,
        clientSecret: hrOwn.clientSecret,
        domains: [DOMAIN],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    current = hrOwn;
    try {
      // The HR manager's provider vouches for the families' addresses: refused, no session.
      sso.expectRefused((await sso.signInWith(`victim@${DOMAIN}`)).response, "link_required");
      sso.expectRefused((await sso.signInWith(`unlinked@${DOMAIN}`)).response, "link_required");
      expect(
        await t.db
          .select()
          .from(users)
          .where(eq(users.email, `victim@${DOMAIN}`)),
      ).toHaveLength(1);
    } finally {
      current = op;
      await settings(op);
    }
    // The link was to the old issuer and client: it went with the change, so the owner links again.
    sso.expectRefused((await sso.signInWith(`victim@${DOMAIN}`)).response, "link_required");
    expect(await t.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, family.user.id))).toEqual(
      [],
    );
    expect(unlinked.user.id).toBeGreaterThan(0);
  });
});

describe("accounts meant for the provider", () => {
  it("one made for the provider is linked at its first sign-in; the same address under another subject is refused", async () => {
    const { user } = await t.createUser("parent", {
      companyId,
      email: `provided@${DOMAIN}`,
      signsInWithProvider: true,
    });
    await sso.expectSignsIn(`provided@${DOMAIN}`, user.id);
    const [link] = await t.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, user.id));
    expect(link).toMatchObject({ issuer: op.issuer, clientId: op.clientId, subject: `provided@${DOMAIN}` });
    // The address given to someone else at the provider (another subject) does not open the account.
    op.setAccount("newcomer", { email: `provided@${DOMAIN}`, email_verified: true });
    sso.expectRefused((await sso.signInWith(`provided@${DOMAIN}`, "newcomer")).response, "account");
    // The linked subject still signs in, also after its address changed at the provider.
    op.setAccount(`provided@${DOMAIN}`, { email: `renamed@${DOMAIN}`, email_verified: true });
    await sso.expectSignsIn(`provided@${DOMAIN}`, user.id);
  });

  it("a first sign-in makes the account linked to its subject", async () => {
    const { response } = await sso.signInWith(`brand.new@${DOMAIN}`);
    const me = await sso.currentUserWith(cookieOf(response, "sid")!);
    const [link] = await t.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, me.id));
    expect(link).toMatchObject({ subject: `brand.new@${DOMAIN}`, companyId });
    // A username is taken: the next free one is chosen (before the place is claimed).
    await t.createUser("parent", { username: "taken.name" });
    await t.createUser("parent", { username: "Taken.Name2" });
    const second = await sso.signInWith(`taken.name@${DOMAIN}`);
    expect((await sso.currentUserWith(cookieOf(second.response, "sid")!)).username).toBe("taken.name3");
  });
});

describe("the company's place lock", () => {
  it("is taken first in the first sign-in's transaction, as every other creation takes it: the username is chosen before it", async () => {
    // The calls made inside the transaction, in order, through the real repositories bound to it. The
    // claim comes first, then the insert: registration, bulk creation and SCIM's one statement take the
    // place lock before inserting, and a sign-in that inserted first (its count trigger then waiting for
    // that lock) deadlocked with a SCIM creation of the same address (40P01 on PostgreSQL, a 500).
    const inside: string[] = [];
    const recorded = <R extends object>(name: string, repo: R): R =>
      new Proxy(repo, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            inside.push(`${name}.${String(key)}`);
            return value.apply(target, args);
          };
        },
      });
    const accounts = createSsoAccounts({
      ssoRepo: t.app.deps.repositories.sso,
      transaction: (work) =>
        t.db.transaction((tx) => {
          const repositories = createRepositories(tx);
          return work({
            sso: recorded("sso", repositories.sso),
            users: recorded("users", repositories.users),
            places: recorded("places", repositories.places),
            employerAudit: recorded("employerAudit", repositories.employerAudit),
          });
        }),
    });
    await t.createUser("parent", { username: "locked.out" });
    const outcome = await accounts.signIn(
      { companyId, issuer: op.issuer, clientId: op.clientId, subject: "lock-test" },
      `locked.out@${DOMAIN}`,
      {},
    );
    expect(outcome).toMatchObject({ ok: true, user: { username: "locked.out2" } });
    expect(inside).toEqual(["places.claim", "users.create", "sso.link", "employerAudit.record"]);
  });
});

describe("a first sign-in PostgreSQL aborts (a deadlock, a serialization failure)", () => {
  /** Sign-ins whose first `aborts` transactions run their work and are then aborted with `code`. */
  function abortedFirst(aborts: number, code: string) {
    let aborted = 0;
    const accounts = createSsoAccounts({
      ssoRepo: t.app.deps.repositories.sso,
      transaction: (work) =>
        t.db.transaction(async (tx) => {
          const { sso: ssoRepo, users: usersRepo, places, employerAudit } = createRepositories(tx);
          const result = await work({ sso: ssoRepo, users: usersRepo, places, employerAudit });
          if (aborted < aborts) {
            aborted += 1;
            throw Object.assign(new Error("deadlock detected"), { code });
          }
          return result;
        }),
    });
    return { accounts, aborted: () => aborted };
  }

  it("is tried again, twice at most, rather than answered with a 500", async () => {
    for (const code of ["40P01", "40001"]) {
      const { accounts, aborted } = abortedFirst(2, code);
      const email = `retried.${code}@${DOMAIN}`;
      const outcome = await accounts.signIn(
        { companyId, issuer: op.issuer, clientId: op.clientId, subject: `retry-${code}` },
        email,
        {},
      );
      expect(outcome).toMatchObject({ ok: true, user: { email } });
      expect(aborted()).toBe(2);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    }
    const { accounts } = abortedFirst(3, "40P01");
    await expect(
      accounts.signIn(
        { companyId, issuer: op.issuer, clientId: op.clientId, subject: "retry-thrice" },
        `retried.thrice@${DOMAIN}`,
        {},
      ),
    ).rejects.toThrow(/deadlock/);
  });
});

describe("only families sign in through the provider", () => {
  for (const role of ["hr", "tutor", "admin"] as const) {
    it(`an account of role ${role} with the company's address is refused`, async () => {
      const email = `${role}.person@${DOMAIN}`;
      await t.createUser(role, {
        companyId: role === "hr" ? companyId : null,
        email,
        signsInWithProvider: role === "hr",
      });
      sso.expectRefused((await sso.signInWith(email)).response, "account");
    });
  }
});

describe("a company whose access has ended", () => {
  it("is refused at the start (403) and at the callback, whether inactive or past its subscription", async () => {
    const id = (await t.createCompany({ placesPurchased: 5 })).id;
    await settings(op, ["ended.example"], id);
    const { user } = await t.createUser("parent", {
      companyId: id,
      email: "still@ended.example",
      signsInWithProvider: true,
    });
    await sso.expectSignsIn("still@ended.example", user.id);
    const changes = [
      { status: "inactive" as const },
      { status: "active" as const, subscriptionEndDate: new Date(Date.now() - 60_000) },
    ];
    for (const change of changes) {
      const { redirectUrl, binding } = await sso.start("still@ended.example");
      await t.db.update(companies).set(change).where(eq(companies.id, id));
      const returnUrl = await op.signIn(redirectUrl, "still@ended.example");
      sso.expectRefused(await sso.callback(returnUrl, binding), "access_ended");
      const start = await t.app.inject({
        method: "POST",
        url: SSO_API.start,
        payload: { email: "still@ended.example" },
      });
      expect(start.statusCode).toBe(403);
      await t.db
        .update(companies)
        .set({ status: "active", subscriptionEndDate: null })
        .where(eq(companies.id, id));
    }
  });

  it("is not a pending company: its employees sign in through the provider as they do with a password", async () => {
    const id = (await t.createCompany({ placesPurchased: 5 })).id;
    await settings(op, ["pending.example"], id);
    const { user } = await t.createUser("parent", {
      companyId: id,
      email: "early@pending.example",
      signsInWithProvider: true,
    });
    await t.db.update(companies).set({ status: "pending" }).where(eq(companies.id, id));
    // The password sign-in's rule (`companyAccessEnded`): only inactive or past its subscription stops.
    await sso.expectSignsIn("early@pending.example", user.id);
    const family = await t.asRole("parent", { companyId: id, email: "pat@home.example" });
    expect((await family.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(200);
  });
});
