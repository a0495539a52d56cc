/**
 * The first sign-in through the provider and another creation of the same address at the same moment, on
 * PostgreSQL (several connections: PGlite has one). Every creation takes the company's place lock before
 * inserting (decision 056 "Single sign-on"); a sign-in that inserted first waited for that lock while the
 * other creation's insert waited for the sign-in's row, and PostgreSQL aborted one of them (40P01, a 500).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { paths } from "#shared/config/paths.ts";
import { ADMIN_EMPLOYER_API } from "#shared/schemas/employer.ts";
import { startOidcProvider, type TestOidcProvider } from "../../test/oidc-provider.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { PROVIDER_ON_LOOPBACK, ssoHelpers } from "./sso.test-support.ts";

const t = setupTestApp(PROVIDER_ON_LOOPBACK);
let op: TestOidcProvider;
const sso = ssoHelpers(t, () => op);

beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: ["http://localhost:5000/api/sso/callback"] });
});
afterAll(async () => op?.close());

it("does not deadlock with a creation of the same address that claims first and inserts after", async () => {
  const admin = await t.asRole("admin");
  const companyId = (await t.createCompany({ placesPurchased: 10 })).id;
  const saved = await admin.inject({
    method: "PUT",
    url: ADMIN_EMPLOYER_API.signInSettings(companyId),
    payload: {
      issuer: op.issuer,
      clientId: op.clientId,
      clientSecret: op.clientSecret,
      domains: ["race.example"],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const email = "same@race.example";
  const { redirectUrl, binding } = await sso.start(email);
  const returnUrl = await op.signIn(redirectUrl, email);

  // The answer is kept unawaited inside: the transaction commits (the lock goes) before it is read.
  const pending = await t.db.transaction(async (tx) => {
    // The other creation (SCIM's statement, a registration): the place lock first ...
    await tx.execute(sql`select company_places_free(${companyId})`);
    // ... meanwhile the provider's first sign-in of the same address comes back ...
    const answer = sso.callback(returnUrl, binding);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // ... then the other creation inserts the address (made for the provider, as SCIM makes it).
    await tx.execute(sql`insert into users (username, email, full_name, password_hash, role, company_id,
      signs_in_with_provider) values ('same.scim', ${email}, 'Same', 'x', 'parent', ${companyId}, true)`);
    return { answer };
  });
  const signIn = await pending.answer;
  // The sign-in waited for the lock, found the address taken and signed in the account made for it.
  expect(signIn.statusCode, signIn.body).toBe(303);
  expect(signIn.headers.location).toBe(paths.parentDashboard);
});
