/**
 * Bulk upload and bulk generation create every account they report or none (decision
 * 035). The faults are real: a trigger makes the database refuse one row part-way, as a full disk or a lost
 * connection would; a company is deleted and accounts are made by others while an upload runs. Whatever
 * happens, the accounts in the database are exactly those whose passwords the admin was shown.
 */
import { eq, inArray, like, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  bulkUploadResponseSchema,
  generateBulkAccountsResponseSchema,
} from "#shared/schemas/employee-accounts.ts";
import { companies, emailOutbox, users } from "../../db/schema.ts";
import { verifyPassword } from "../../lib/password.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";

const { t, admin } = setupAdminTestApp();

const upload = (payload: object) =>
  admin.inject({ method: "POST", url: "/api/admin/bulk-upload-employees", payload });
const generate = (payload: object) =>
  admin.inject({ method: "POST", url: "/api/admin/generate-bulk-accounts", payload });

const employees = (count: number, domain: string) =>
  Array.from({ length: count }, (_, i) => ({
    fullName: `Person ${i + 1}`,
    email: `person${i + 1}@${domain}`,
  }));

/** Makes the database refuse to insert a `table` row whose `column` is `value`, whichever statement tries. */
async function refuseInsert(table: "users" | "email_outbox", column: string, value: string) {
  await t.db.execute(
    sql.raw(`
      CREATE OR REPLACE FUNCTION refuse_bulk_row() RETURNS trigger AS $$
      BEGIN
        IF NEW.${column} = '${value.replaceAll("'", "''")}' THEN RAISE EXCEPTION 'injected fault: disk full'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`),
  );
  await t.db.execute(
    sql.raw(
      `CREATE TRIGGER refuse_bulk_row BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_bulk_row()`,
    ),
  );
}

afterEach(async () => {
  await t.db.execute(sql.raw("DROP TRIGGER IF EXISTS refuse_bulk_row ON users"));
  await t.db.execute(sql.raw("DROP TRIGGER IF EXISTS refuse_bulk_row ON email_outbox"));
});

const accountsWithEmailLike = (pattern: string) =>
  t.db.select().from(users).where(like(users.email, pattern));

/** Every reported credential is an account with that username, e-mail and password; and no other was made. */
async function expectExactlyReported(
  credentials: Array<{ username: string; email: string; password: string }>,
  emailPattern: string,
) {
  const stored = await accountsWithEmailLike(emailPattern);
  expect(stored.map((u) => u.username).sort()).toEqual(credentials.map((c) => c.username).sort());
  const byUsername = new Map(stored.map((u) => [u.username, u]));
  // A sample of the passwords (each verify costs a hash): the first, one in the middle, the last.
  const sample = [credentials[0], credentials[Math.floor(credentials.length / 2)], credentials.at(-1)];
  for (const credential of sample.filter((c) => c !== undefined)) {
    const account = byUsername.get(credential.username)!;
    expect(account.email).toBe(credential.email);
    expect(await verifyPassword(account.passwordHash, credential.password)).toBe(true);
  }
}

describe("bulk upload is all or nothing", () => {
  it("an upload the database refuses part-way creates no account and says so; the retry creates all", async () => {
    const company = await t.createCompany();
    const rows = employees(3000, "partway.example");
    // Row 2,500 is in the second INSERT: the first 2,000 accounts were already written when it fails.
    await refuseInsert("users", "email", "person2500@partway.example");
    const failed = await upload({ companyId: company.id, employees: rows });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      message: "No accounts were created: saving them failed part-way. Please try again.",
      code: "BULK_ACCOUNTS_NOT_CREATED",
    });
    expect(await accountsWithEmailLike("%@partway.example")).toHaveLength(0);

    await t.db.execute(sql.raw("DROP TRIGGER refuse_bulk_row ON users"));
    const retried = await upload({ companyId: company.id, employees: rows });
    expect(retried.statusCode).toBe(200);
    const body = bulkUploadResponseSchema.parse(retried.json());
    expect(body).toMatchObject({ success: true, successCount: 3000, errors: [] });
    await expectExactlyReported(body.credentials, "%@partway.example");
  });

  it("an upload whose welcome e-mails cannot be queued creates no account either", async () => {
    const company = await t.createCompany();
    await refuseInsert("email_outbox", "to", "person3@mailfault.example");
    const failed = await upload({
      companyId: company.id,
      sendEmails: true,
      employees: employees(5, "mailfault.example"),
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().code).toBe("BULK_ACCOUNTS_NOT_CREATED");
    expect(await accountsWithEmailLike("%@mailfault.example")).toHaveLength(0);
    await t.app.deps.mailer.flush();
    const mail = await t.db.select().from(emailOutbox).where(like(emailOutbox.to, "%@mailfault.example"));
    expect(mail).toHaveLength(0);
  });

  it("a company deleted while its upload runs leaves exactly the reported accounts, or none and a 404", async () => {
    const company = await t.createCompany();
    const [response] = await Promise.all([
      upload({ companyId: company.id, employees: employees(2500, "gone.example") }),
      t.db.delete(companies).where(eq(companies.id, company.id)),
    ]);
    if (response.statusCode === 404) {
      expect(response.json().message).toBe("Company not found");
      expect(await accountsWithEmailLike("%@gone.example")).toHaveLength(0);
    } else {
      expect(response.statusCode).toBe(200);
      const body = bulkUploadResponseSchema.parse(response.json());
      expect(body.successCount).toBe(2500);
      await expectExactlyReported(body.credentials, "%@gone.example");
    }
    expect(await t.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(0);
  });

  it("accounts made by others while an upload runs take usernames it wanted: it reports what it made", async () => {
    const company = await t.createCompany();
    // The upload wants rival1…rival40; others take the odd ones, one by one, while it runs.
    const rivals = Array.from({ length: 20 }, (_, i) => 2 * i + 1).map((n) =>
      t
        .createUser("parent", { username: `rival${n}`, email: `rival${n}@elsewhere.example` })
        .then(() => n)
        .catch(() => null),
    );
    const [response, ...taken] = await Promise.all([
      upload({
        companyId: company.id,
        employees: Array.from({ length: 40 }, (_, i) => ({
          fullName: `Rival ${i + 1}`,
          email: `rival${i + 1}@upload.example`,
        })),
      }),
      ...rivals,
    ]);
    expect(response.statusCode).toBe(200);
    const body = bulkUploadResponseSchema.parse(response.json());
    expect(body).toMatchObject({ success: true, successCount: 40, errors: [] });
    await expectExactlyReported(body.credentials, "%@upload.example");
    // Every username is held once: the others' accounts kept theirs.
    const all = await t.db
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, "rival%"));
    expect(new Set(all.map((u) => u.username.toLowerCase())).size).toBe(all.length);
    const madeByOthers = taken.filter((n) => n !== null);
    expect(all).toHaveLength(40 + madeByOthers.length);
  });
});

describe("bulk generation is all or nothing", () => {
  it("a generation the database refuses part-way creates no account and says so", async () => {
    const company = await t.createCompany({ name: "Fault Gen" });
    await refuseInsert("users", "username", "fault-gen-900");
    const failed = await generate({ companyId: company.id, count: 1000, domain: "faultgen.example" });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().code).toBe("BULK_ACCOUNTS_NOT_CREATED");
    expect(await t.db.select().from(users).where(eq(users.companyId, company.id))).toHaveLength(0);

    await t.db.execute(sql.raw("DROP TRIGGER refuse_bulk_row ON users"));
    const retried = generateBulkAccountsResponseSchema.parse(
      (await generate({ companyId: company.id, count: 1000, domain: "faultgen.example" })).json(),
    );
    expect(retried.count).toBe(1000);
    expect(retried.credentials[0]!.username).toBe("fault-gen-001");
    await expectExactlyReported(retried.credentials, "%@faultgen.example");
  });

  it("generations and uploads for one company at the same time report exactly the accounts made", async () => {
    const company = await t.createCompany({ name: "Busy Co", contactEmail: "hr@busy.example" });
    const responses = await Promise.all([
      generate({ companyId: company.id, count: 300 }),
      upload({ companyId: company.id, employees: employees(300, "busy.example") }),
      generate({ companyId: company.id, count: 300 }),
    ]);
    const generated = [responses[0]!, responses[2]!].map((r) =>
      generateBulkAccountsResponseSchema.parse(r.json()),
    );
    const uploaded = bulkUploadResponseSchema.parse(responses[1]!.json());
    const reported = [...generated.flatMap((g) => g.credentials), ...uploaded.credentials];
    expect(reported).toHaveLength(900);
    const stored = await t.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.companyId, company.id));
    expect(stored.map((u) => u.username).sort()).toEqual(reported.map((c) => c.username).sort());
    const usernames = reported.map((c) => c.username);
    const inDatabase = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.username, usernames));
    expect(inDatabase).toHaveLength(900);
  });
});
