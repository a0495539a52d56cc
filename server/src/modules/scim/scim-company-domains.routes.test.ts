/**
 * One company's SCIM token never gives an account an address at a domain another company holds for its
 * sign-in: a creation, a PUT and a PATCH of userName with such an address answer 400 `invalidValue`, and
 * the account keeps its address. Addresses at the company's own domains, and at a domain no company holds,
 * are taken as before.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { companyEmailDomains, companyIdentityProviders } from "../sso/sso.table.ts";
import { expectScimError, makeToken, patchOp, scim, scimUser } from "./scim.test-support.ts";

const t = setupTestApp();
let admin: SignedInUser;
let token: string;

/** A company with a provider and these sign-in domains (as an admin's saved settings leave them). */
async function companyWithDomains(name: string, domains: string[]) {
  const companyId = (await t.createCompany({ name, placesPurchased: 20 })).id;
  await t.db.insert(companyIdentityProviders).values({
    companyId,
    issuer: `https://login.${domains[0]}`,
    clientId: "client",
    clientSecretSealed: "sealed",
  });
  await t.db.insert(companyEmailDomains).values(domains.map((domain) => ({ domain, companyId })));
  return companyId;
}

beforeAll(async () => {
  admin = await t.asRole("admin");
  const ownId = await companyWithDomains("Tailspin", ["tailspin.example"]);
  await companyWithDomains("Woodgrove", ["woodgrove.example", "woodgrove-bank.example"]);
  token = (await makeToken(admin, ownId)).token;
});

const NOT_OURS = /not in this company's e-mail domains/;

async function emailOf(id: string) {
  const [account] = await t.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, Number(id)));
  return account?.email;
}

describe("an address at another company's domain", () => {
  it("is refused at creation (400 invalidValue), whatever its case, and makes no account", async () => {
    for (const email of ["someone@woodgrove.example", "Someone.Else@WoodGrove-Bank.example"]) {
      const refused = expectScimError(
        await scim(t, token, "POST", "/Users", scimUser(email)),
        400,
        "invalidValue",
      );
      expect(refused.detail).toMatch(NOT_OURS);
      const made = await t.db.select().from(users).where(eq(users.email, email));
      expect(made).toEqual([]);
    }
  });

  it("is refused by a PUT and by a PATCH of userName, the account keeping its address", async () => {
    const created = await scim(t, token, "POST", "/Users", scimUser("mover@tailspin.example"));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const attempts = [
      () => scim(t, token, "PUT", `/Users/${id}`, scimUser("mover@woodgrove.example", { id })),
      () =>
        scim(
          t,
          token,
          "PATCH",
          `/Users/${id}`,
          patchOp({ op: "replace", path: "userName", value: "mover@woodgrove.example" }),
        ),
      () =>
        scim(
          t,
          token,
          "PATCH",
          `/Users/${id}`,
          patchOp({ op: "replace", value: { userName: "MOVER@woodgrove.example" } }),
        ),
    ];
    for (const attempt of attempts) {
      const refused = expectScimError(await attempt(), 400, "invalidValue");
      expect(refused.detail).toMatch(NOT_OURS);
      expect(await emailOf(id)).toBe("mover@tailspin.example");
    }
    // A PATCH of the e-mails list never changes the account's address either.
    await scim(
      t,
      token,
      "PATCH",
      `/Users/${id}`,
      patchOp({
        op: "replace",
        path: "emails",
        value: [{ value: "mover@woodgrove.example", type: "work", primary: true }],
      }),
    );
    expect(await emailOf(id)).toBe("mover@tailspin.example");
  });
});

describe("addresses the company may give", () => {
  it("takes its own domain's, and one at a domain no company holds", async () => {
    const own = await scim(t, token, "POST", "/Users", scimUser("own@tailspin.example"));
    expect(own.statusCode, own.body).toBe(201);
    const elsewhere = await scim(t, token, "POST", "/Users", scimUser("free@nobodys.example"));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const id = own.json().id as string;
    const moved = await scim(
      t,
      token,
      "PATCH",
      `/Users/${id}`,
      patchOp({ op: "replace", path: "userName", value: "own.renamed@nobodys.example" }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await emailOf(id)).toBe("own.renamed@nobodys.example");
  });

  it("keeps updating an account whose address another company's domain holds, as long as it stays", async () => {
    const created = await scim(t, token, "POST", "/Users", scimUser("before@later-taken.example"));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // Another company takes the domain afterwards: the employee's other attributes still change.
    await companyWithDomains("Later", ["later-taken.example"]);
    const renamed = await scim(
      t,
      token,
      "PUT",
      `/Users/${id}`,
      scimUser("before@later-taken.example", { id, displayName: "Still Here" }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().displayName).toBe("Still Here");
  });
});
