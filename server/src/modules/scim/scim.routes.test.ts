/**
 * SCIM provisioning (DECISIONS.md "Provisioning") on the real app: the call sequences Entra ID's
 * and Okta's provisioning send, the discovery endpoints, paging, and every refusal in SCIM's error schema.
 * A routes test, so it runs on PGlite and again on PostgreSQL (vitest.pg.config.ts).
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NO_PLACES_LEFT } from "#shared/schemas/places.ts";
import { employerAuditEvents, users } from "../../db/schema.ts";
import { mailsTo } from "../../test/api-helpers.ts";
import { defaultRateLimits, type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { companyIdentityProviders } from "../sso/sso.table.ts";
import { scimIdentities } from "./scim.table.ts";
import {
  expectScimError,
  LIST_SCHEMA,
  makeToken,
  patchOp,
  SCIM_JSON,
  scim,
  scimUser,
  USER_SCHEMA,
} from "./scim.test-support.ts";

const t = setupTestApp();
let admin: SignedInUser;
let companyId: number;
let token: string;

beforeAll(async () => {
  admin = await t.asRole("admin");
  companyId = (await t.createCompany({ name: "Contoso", placesPurchased: 50 })).id;
  token = (await makeToken(admin, companyId)).token;
});

const auditActions = async (userId: number) =>
  (
    await t.db
      .select()
      .from(employerAuditEvents)
      .where(and(eq(employerAuditEvents.companyId, companyId), eq(employerAuditEvents.targetUserId, userId)))
  ).map((event) => ({ action: event.action, actorKind: event.actorKind, actorLabel: event.actorLabel }));

describe("Entra ID's provisioning sequence", () => {
  it('looks the user up by userName, creates it, reads it, patches attributes, deactivates with "False", reactivates and deletes', async () => {
    const email = "adele.vance@contoso.example";
    // 1. Entra asks whether the user exists (by its matching attribute) before creating it.
    const lookup = await scim(
      t,
      token,
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`,
    );
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.headers["content-type"]).toContain(SCIM_JSON);
    expect(lookup.json()).toMatchObject({ schemas: [LIST_SCHEMA], totalResults: 0, Resources: [] });

    // 2. It creates the user.
    const created = await scim(t, token, "POST", "/Users", scimUser(email, { externalId: "aad-0001" }));
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      schemas: [USER_SCHEMA],
      externalId: "aad-0001",
      userName: email,
      name: { givenName: "Jamie", familyName: "Rivers" },
      displayName: "Jamie Rivers",
      emails: [{ value: email, type: "work", primary: true }],
      active: true,
      meta: { resourceType: "User" },
    });
    expect(user.meta.location).toBe(
      `${t.app.deps.config.appUrl.replace(/\/$/, "")}/scim/v2/Users/${user.id}`,
    );
    expect(created.headers.location).toBe(user.meta.location);
    expect(Date.parse(user.meta.created)).not.toBeNaN();
    expect(Date.parse(user.meta.lastModified)).not.toBeNaN();

    // The account: a family account of the company, with an invitation to choose a password.
    const [account] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, Number(user.id)));
    expect(account).toMatchObject({ role: "parent", companyId, email, signsInWithProvider: false });
    const [invitation] = await mailsTo(t, email, "scim-invitation");
    expect(invitation?.text).toMatch(/reset-password\?token=/);
    expect(invitation?.text).toContain("Contoso");

    // 3. Lookups by filter find it, by userName and by the work e-mail.
    for (const filter of [
      `userName eq "${email.toUpperCase()}"`,
      `emails[type eq "work"].value eq "${email}"`,
    ]) {
      const found = await scim(t, token, "GET", `/Users?filter=${encodeURIComponent(filter)}`);
      expect(found.json(), filter).toMatchObject({
        totalResults: 1,
        Resources: [{ id: user.id, userName: email }],
      });
    }
    expect((await scim(t, token, "GET", `/Users/${user.id}`)).json()).toMatchObject({
      id: user.id,
      active: true,
    });

    // 4. Attribute changes come as PATCH replace, with a path or as a path-less value object.
    const patched = await scim(
      t,
      token,
      "PATCH",
      `/Users/${user.id}`,
      patchOp(
        { op: "Replace", path: "name.familyName", value: "Vance" },
        { op: "Replace", value: { displayName: "Adele Vance", "name.givenName": "Adele" } },
        { op: "Add", path: "externalId", value: "aad-0001b" },
      ),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      displayName: "Adele Vance",
      name: { givenName: "Adele", familyName: "Vance" },
      externalId: "aad-0001b",
      active: true,
    });
    const [identity] = await t.db
      .select()
      .from(scimIdentities)
      .where(eq(scimIdentities.userId, Number(user.id)));
    expect(identity).toMatchObject({ externalId: "aad-0001b", givenName: "Adele", familyName: "Vance" });

    // 5. Deactivation: replace without a path, "active" as the string "False".
    const disabled = await scim(
      t,
      token,
      "PATCH",
      `/Users/${user.id}`,
      patchOp({ op: "Replace", value: { active: "False" } }),
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().active).toBe(false);
    const [left] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, Number(user.id)));
    expect(left?.leftAt).not.toBeNull();
    expect(left!.leftAt!.getTime()).toBeLessThanOrEqual(Date.now());

    // 6. Reactivation the same day: the leaving date has come, so the leavers' service refuses (409).
    const again = await scim(
      t,
      token,
      "PATCH",
      `/Users/${user.id}`,
      patchOp({ op: "Replace", path: "active", value: "True" }),
    );
    expectScimError(again, 409);

    // 7. Deletion answers 204; the account stays a leaver.
    const deleted = await scim(t, token, "DELETE", `/Users/${user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);

    const actions = await auditActions(Number(user.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["employee.created", "employee.updated", "employee.leaving", "employee.left"]),
    );
    expect(actions.every((a) => a.actorKind === "scim" && a.actorLabel === "Entra ID")).toBe(true);
  });

  it('deactivates with a path ("path": "active", value "False") and reactivates a future leaving date', async () => {
    const created = (await scim(t, token, "POST", "/Users", scimUser("megan.bowen@contoso.example"))).json();
    const disabled = await scim(
      t,
      token,
      "PATCH",
      `/Users/${created.id}`,
      patchOp({ op: "replace", path: "active", value: "False" }),
    );
    expect(disabled.json().active).toBe(false);

    // HR set a leaving date next month on another employee: active true undoes it.
    const other = (await scim(t, token, "POST", "/Users", scimUser("lee.gu@contoso.example"))).json();
    await t.db
      .update(users)
      .set({ leftAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, Number(other.id)));
    const enabled = await scim(
      t,
      token,
      "PATCH",
      `/Users/${other.id}`,
      patchOp({ op: "replace", path: "active", value: true }),
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, Number(other.id)));
    expect(row?.leftAt).toBeNull();
    expect((await auditActions(Number(other.id))).map((a) => a.action)).toContain("employee.leaving-undone");
  });
});

describe("a company that signs in through its identity provider", () => {
  it("makes provider-only accounts and e-mails no invitation", async () => {
    const sso = (await t.createCompany({ name: "Northwind" })).id;
    await t.db.insert(companyIdentityProviders).values({
      companyId: sso,
      issuer: "https://login.northwind.example",
      clientId: "c",
      clientSecretSealed: "x",
    });
    const ssoToken = (await makeToken(admin, sso, "Okta")).token;
    const created = await scim(t, ssoToken, "POST", "/Users", scimUser("nancy@northwind.example"));
    expect(created.statusCode, created.body).toBe(201);
    const [account] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, Number(created.json().id)));
    expect(account?.signsInWithProvider).toBe(true);
    expect(await mailsTo(t, "nancy@northwind.example", "scim-invitation")).toHaveLength(0);
  });
});

describe("Okta's provisioning sequence", () => {
  it("creates, reads, updates with PUT, deactivates with PUT and PATCH active:false", async () => {
    const email = "isaac.brooks@contoso.example";
    const lookup = await scim(
      t,
      token,
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`,
    );
    expect(lookup.json()).toMatchObject({ totalResults: 0, startIndex: 1 });
    const created = await scim(t, token, "POST", "/Users", scimUser(email, { externalId: "00u1okta" }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const replaced = await scim(
      t,
      token,
      "PUT",
      `/Users/${id}`,
      scimUser(email, {
        id,
        externalId: "00u1okta",
        name: { givenName: "Isaac", familyName: "Brooks" },
        displayName: "Isaac Brooks",
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ displayName: "Isaac Brooks", name: { givenName: "Isaac" } });
    const [account] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, Number(id)));
    expect(account?.fullName).toBe("Isaac Brooks");

    const deactivated = await scim(t, token, "PUT", `/Users/${id}`, scimUser(email, { id, active: false }));
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().active).toBe(false);

    const second = (await scim(t, token, "POST", "/Users", scimUser("okta.two@contoso.example"))).json();
    const patched = await scim(
      t,
      token,
      "PATCH",
      `/Users/${second.id}`,
      patchOp({ op: "replace", value: { active: false } }),
    );
    expect(patched.json().active).toBe(false);
  });
});

describe("a family's own account", () => {
  it("keeps the family's address: a new userName is 400 mutability, other attributes and active still change", async () => {
    const { user: family } = await t.createUser("parent", {
      companyId,
      email: "dana.family@home.example",
      emailConfirmedAt: new Date(),
    });
    const path = `/Users/${family.id}`;
    // The HR system's own attributes first (an identity row written by a PUT): the address stays closed.
    const named = await scim(
      t,
      token,
      "PUT",
      path,
      scimUser("dana.family@home.example", { externalId: "hr-9" }),
    );
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ externalId: "hr-9", displayName: "Jamie Rivers" });
    // Whoever holds the token writes an address of its own (then to link the company's provider to it).
    for (const request of [
      () => scim(t, token, "PUT", path, scimUser("hr.owned@contoso.example", { externalId: "hr-9" })),
      () =>
        scim(
          t,
          token,
          "PATCH",
          path,
          patchOp({ op: "replace", path: "userName", value: "hr.owned@contoso.example" }),
        ),
    ]) {
      const refused = expectScimError(await request(), 400, "mutability");
      expect(refused.detail).toMatch(/registered this account itself/);
    }
    const [account] = await t.db.select().from(users).where(eq(users.id, family.id));
    expect(account).toMatchObject({ email: "dana.family@home.example" });
    expect(account?.emailConfirmedAt).not.toBeNull();
    // The family leaves through SCIM as every employee does.
    const left = await scim(t, token, "PATCH", path, patchOp({ op: "replace", value: { active: false } }));
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().active).toBe(false);
  });

  it("takes a new userName for an account SCIM made, unconfirmed once in use, so a reset link never goes to it", async () => {
    const created = await scim(t, token, "POST", "/Users", scimUser("made.by.scim@contoso.example"));
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(created.json().id);
    // Its person chose a password (activated) and confirmed the address the invitation went to.
    await t.db.update(users).set({ isActivated: true, emailConfirmedAt: new Date() }).where(eq(users.id, id));
    const changed = await scim(
      t,
      token,
      "PUT",
      `/Users/${id}`,
      scimUser("someone.else@elsewhere.example", { id: String(id) }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.id, id));
    expect(account).toMatchObject({ email: "someone.else@elsewhere.example", emailConfirmedAt: null });

    const reset = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { username: account!.username },
    });
    expect(reset.statusCode).toBe(200);
    expect(await mailsTo(t, "someone.else@elsewhere.example", "password-reset")).toHaveLength(0);
  });
});

describe("discovery", () => {
  it("says exactly what is supported", async () => {
    const config = await scim(t, token, "GET", "/ServiceProviderConfig");
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      changePassword: { supported: false },
      authenticationSchemes: [{ type: "oauthbearertoken" }],
    });
    const types = await scim(t, token, "GET", "/ResourceTypes");
    expect(types.json().Resources.map((r: { name: string }) => r.name)).toEqual(["User"]);
    expect((await scim(t, token, "GET", "/ResourceTypes/User")).json()).toMatchObject({ endpoint: "/Users" });
    const schemas = await scim(t, token, "GET", "/Schemas");
    expect(schemas.json().Resources.map((s: { id: string }) => s.id)).toContain(USER_SCHEMA);
    expect((await scim(t, token, "GET", `/Schemas/${USER_SCHEMA}`)).json()).toMatchObject({
      id: USER_SCHEMA,
    });
    expectScimError(await scim(t, token, "GET", "/Groups"), 404);
  });
});

describe("paging", () => {
  it("pages by startIndex and count with the total", async () => {
    const paging = (await t.createCompany({ name: "Paging Ltd" })).id;
    const pagingToken = (await makeToken(admin, paging, "Okta")).token;
    for (let i = 1; i <= 7; i++) {
      const response = await scim(t, pagingToken, "POST", "/Users", scimUser(`p${i}@paging.example`));
      expect(response.statusCode, response.body).toBe(201);
    }
    const page = await scim(t, pagingToken, "GET", "/Users?startIndex=3&count=2");
    expect(page.json()).toMatchObject({ totalResults: 7, startIndex: 3, itemsPerPage: 2 });
    expect(page.json().Resources.map((u: { userName: string }) => u.userName)).toEqual([
      "p3@paging.example",
      "p4@paging.example",
    ]);
    const last = await scim(t, pagingToken, "GET", "/Users?startIndex=7&count=5");
    expect(last.json().Resources).toHaveLength(1);
    const none = await scim(t, pagingToken, "GET", "/Users?count=0");
    expect(none.json()).toMatchObject({ totalResults: 7, Resources: [] });
    const capped = await scim(t, pagingToken, "GET", "/Users?count=100000");
    expect(capped.json().Resources).toHaveLength(7);
  });
});

describe("refusals", () => {
  it("answers 409 uniqueness for a taken userName", async () => {
    await scim(t, token, "POST", "/Users", scimUser("taken@contoso.example"));
    expectScimError(
      await scim(t, token, "POST", "/Users", scimUser("TAKEN@contoso.example")),
      409,
      "uniqueness",
    );
  });

  it("answers 401 without a token, with an unknown one and with a revoked one", async () => {
    expectScimError(await scim(t, null, "GET", "/Users"), 401);
    expectScimError(await scim(t, "scim_not-a-token", "GET", "/Users"), 401);
    const made = await makeToken(admin, companyId, "To revoke");
    expect((await scim(t, made.token, "GET", "/Users")).statusCode).toBe(200);
    const revoked = await admin.inject({
      method: "DELETE",
      url: `/api/admin/companies/${companyId}/scim-tokens/${made.id}`,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await scim(t, made.token, "GET", "/Users");
    expectScimError(refused, 401);
    expect(refused.headers["www-authenticate"]).toContain("Bearer");
  });

  it("answers 404 for another company's user, for reads and changes alike", async () => {
    const other = (await t.createCompany({ name: "Fabrikam" })).id;
    const otherToken = (await makeToken(admin, other, "Fabrikam Okta")).token;
    const theirs = (await scim(t, otherToken, "POST", "/Users", scimUser("x@fabrikam.example"))).json();
    expectScimError(await scim(t, token, "GET", `/Users/${theirs.id}`), 404);
    expectScimError(await scim(t, token, "PUT", `/Users/${theirs.id}`, scimUser("x@fabrikam.example")), 404);
    expectScimError(
      await scim(
        t,
        token,
        "PATCH",
        `/Users/${theirs.id}`,
        patchOp({ op: "replace", value: { active: false } }),
      ),
      404,
    );
    expectScimError(await scim(t, token, "DELETE", `/Users/${theirs.id}`), 404);
    const filtered = await scim(
      t,
      token,
      "GET",
      `/Users?filter=${encodeURIComponent('userName eq "x@fabrikam.example"')}`,
    );
    expect(filtered.json().totalResults).toBe(0);
    expectScimError(await scim(t, token, "GET", "/Users/not-a-number"), 404);
  });

  it("answers 409 with the places text when the company has no places left", async () => {
    const full = (await t.createCompany({ name: "Full Ltd", placesPurchased: 1 })).id;
    const fullToken = (await makeToken(admin, full, "Entra ID")).token;
    expect((await scim(t, fullToken, "POST", "/Users", scimUser("one@full.example"))).statusCode).toBe(201);
    const refused = expectScimError(
      await scim(t, fullToken, "POST", "/Users", scimUser("two@full.example")),
      409,
    );
    expect(refused.detail).toBe(NO_PLACES_LEFT);
    expect(await t.db.select().from(users).where(eq(users.email, "two@full.example"))).toHaveLength(0);
  });

  it("answers 400 in SCIM's schema for bad JSON, an unsupported filter, a bad userName and bad paging", async () => {
    expectScimError(await scim(t, token, "POST", "/Users", "{not json"), 400, "invalidSyntax");
    expectScimError(
      await scim(t, token, "GET", `/Users?filter=${encodeURIComponent('name.givenName sw "A"')}`),
      400,
      "invalidFilter",
    );
    expectScimError(
      await scim(t, token, "GET", `/Users?filter=${encodeURIComponent("userName eq")}`),
      400,
      "invalidFilter",
    );
    expectScimError(await scim(t, token, "POST", "/Users", scimUser("not-an-email")), 400, "invalidValue");
    expectScimError(await scim(t, token, "POST", "/Users", { schemas: [USER_SCHEMA] }), 400);
    expectScimError(await scim(t, token, "GET", "/Users?startIndex=abc"), 400);
    expectScimError(await scim(t, token, "PATCH", "/Users/1", { Operations: "nope" }), 400);
  });

  it("answers 400, never a database error, for a NUL character and for over-long names and ids", async () => {
    const nul = String.fromCharCode(0);
    expectScimError(
      await scim(
        t,
        token,
        "POST",
        "/Users",
        scimUser("nul.one@contoso.example", { displayName: `A${nul}B` }),
      ),
      400,
      "invalidValue",
    );
    expectScimError(
      await scim(
        t,
        token,
        "GET",
        `/Users?filter=${encodeURIComponent(`userName eq "a${nul}b@contoso.example"`)}`,
      ),
      400,
      "invalidValue",
    );
    expectScimError(
      await scim(
        t,
        token,
        "POST",
        "/Users",
        scimUser("long.one@contoso.example", { externalId: "x".repeat(3000) }),
      ),
      400,
      "invalidValue",
    );
    expectScimError(
      await scim(
        t,
        token,
        "POST",
        "/Users",
        scimUser("long.two@contoso.example", { name: { givenName: "g".repeat(256), familyName: "F" } }),
      ),
      400,
      "invalidValue",
    );
    expect(await t.db.select().from(users).where(eq(users.email, "long.one@contoso.example"))).toHaveLength(
      0,
    );
  });
});

describe("the rate limit", () => {
  const limited = setupTestApp({
    rateLimits: { ...defaultRateLimits, scim: { max: 3, timeWindow: 60_000 } },
  });
  it("answers 429 past a token's requests, in SCIM's schema with Retry-After", async () => {
    const boss = await limited.asRole("admin");
    const company = (await limited.createCompany()).id;
    const { token: limitedToken } = await makeToken(boss, company);
    for (let i = 0; i < 3; i++)
      expect((await scim(limited, limitedToken, "GET", "/Users")).statusCode).toBe(200);
    const refused = await scim(limited, limitedToken, "GET", "/Users");
    expectScimError(refused, 429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
