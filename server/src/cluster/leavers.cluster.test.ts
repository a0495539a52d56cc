/**
 * Leavers on several servers (DECISIONS.md "Employers: places, leavers, HR managers"): a family
 * signed in on server 2 and made a leaver (today) through server 1 is signed out on server 2 too, within
 * the second decision 034 allows for a session change to reach every server, and cannot sign in again
 * on either. Two real app servers on one PostgreSQL server, all on loopback; `afterAll` stops them.
 */
import { DateTime } from "luxon";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORGANISATION_ACCESS_ENDED } from "#shared/schemas/auth.ts";
import { hashGeneratedPassword } from "../lib/password.ts";
import { type AppServer, startPostgres, startServer, stopAll } from "../test/cluster.ts";
import { signInOverHttp } from "../test/server-process.ts";

const FAMILY = { username: "leaving-family", password: "leaving-family-2025", role: "student" };
const ADMIN = { username: "admin", password: "admin-demo-2025", role: "admin" };

let one: AppServer;
let two: AppServer;
let client: pg.Client | undefined;
let companyId: number;
let familyId: number;

afterAll(async () => {
  await client?.end();
  await stopAll();
});

beforeAll(async () => {
  const postgres = await startPostgres();
  const databaseUrl = await postgres.createDatabase("leavers");
  const env = { DATABASE_URL: databaseUrl, SEED_DEMO: "1" };
  one = await startServer({ env });
  two = await startServer({ env });
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const company = await client.query(
    "insert into companies (name, contact_name, contact_email, places_purchased) values ($1, $2, $3, 10) returning id",
    ["Leavers Ltd", "HR", "hr@leavers.example"],
  );
  companyId = company.rows[0].id;
  const family = await client.query(
    `insert into users (username, password_hash, email, full_name, role, company_id, is_activated)
     values ($1, $2, $3, $4, 'parent', $5, true) returning id`,
    [
      FAMILY.username,
      await hashGeneratedPassword(FAMILY.password),
      "leaving@leavers.example",
      "Lee Ving",
      companyId,
    ],
  );
  familyId = family.rows[0].id;
});

async function status(server: AppServer, cookie: string) {
  return (await fetch(`${server.baseUrl}/api/user`, { headers: { cookie } })).status;
}

describe("a family made a leaver today through another server", () => {
  it("is signed out on the server it uses within a second, and refused sign-in on both", async () => {
    const familyCookie = await signInOverHttp(two.baseUrl, FAMILY);
    // Server 2 has read (and cached) the session and its user.
    expect(await status(two, familyCookie)).toBe(200);
    expect(await status(two, familyCookie)).toBe(200);

    const adminCookie = await signInOverHttp(one.baseUrl, ADMIN);
    const today = DateTime.now().setZone("Europe/London").toISODate();
    const marked = await fetch(`${one.baseUrl}/api/admin/companies/${companyId}/leavers`, {
      method: "POST",
      headers: { cookie: adminCookie, "content-type": "application/json" },
      body: JSON.stringify({ userIds: [familyId], leftAt: today }),
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    const answeredAt = performance.now();

    // Another server may take up to a second to hear of it (decision 034): poll for that second, then ask
    // once more; a request sent after the second has passed must be refused.
    const seen: number[] = [];
    while (performance.now() - answeredAt < 1_000) {
      const answer = await status(two, familyCookie);
      seen.push(answer);
      if (answer === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (seen.at(-1) !== 401) seen.push(await status(two, familyCookie));
    expect(seen.at(-1), `server 2 answered ${seen.join(", ")} after the leaver was marked`).toBe(401);
    expect(await status(one, familyCookie)).toBe(401);

    for (const server of [one, two]) {
      const refused = await fetch(`${server.baseUrl}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(FAMILY),
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(ORGANISATION_ACCESS_ENDED);
    }
    const sessions = await client!.query("select count(*)::int as n from sessions where user_id = $1", [
      familyId,
    ]);
    expect(sessions.rows[0].n).toBe(0);
  });
});
