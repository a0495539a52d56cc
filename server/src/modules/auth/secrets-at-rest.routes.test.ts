/**
 * Secrets are never at rest nor in the log: every reset link,
 * confirmation link, invitation link and temporary password a real SMTP receiver gets — and those an admin
 * is shown once — are searched for in every row of every table and in every log line (at the default
 * level, info), after the mail is sent. None may be found.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedInUser, type TestContext } from "../../test/test-app.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../mail/test-smtp-receiver.ts";

const logLines: string[] = [];
let smtp: SmtpReceiver;
let t: TestContext;
let admin: SignedInUser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ smtpUrl: smtp.url }, { level: "info", stream });
  admin = await t.asRole("admin");
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Quoted-printable soft line breaks and `=3D` undone, so a secret split across lines is found whole. */
function decoded(raw: string) {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The secrets in every e-mail the receiver got: link tokens and the temporary passwords. */
function secretsReceived(): string[] {
  const found = new Set<string>();
  for (const raw of smtp.received.map(decoded)) {
    for (const match of raw.matchAll(/[?&]token=([A-Za-z0-9_%-]{20,})/g)) {
      found.add(decodeURIComponent(match[1]!));
    }
    for (const match of raw.matchAll(/Temporary password: (\S{6,})/g)) found.add(match[1]!);
  }
  return [...found];
}

/** Every row of every table in the app's schema, as text. */
async function everyTableAsText(): Promise<string> {
  // Both drivers answer `execute` with `rows`; the handle's type is a union of theirs.
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.length).toBeGreaterThan(20);
  const texts: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await rowsOf<{ row: string }>(
      sql`select row_to_json(r)::text as row from ${sql.identifier(table)} r`,
    );
    texts.push(...rows.map((r) => `${table} ${r.row}`));
  }
  return texts.join("\n");
}

describe("secrets at rest and in the log", () => {
  it("no table and no log line holds a link token or temporary password that was e-mailed or shown once", async () => {
    const company = await t.createCompany({ name: "Quiet Secrets Ltd" });
    const shownOnce: string[] = [];
    const call = async (url: string, payload?: object) => {
      const response = await admin.inject({ method: "POST", url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
      return response.json();
    };

    // A password reset (the account's address counts as confirmed).
    const { user } = await t.createUser("parent");
    await t.app.inject({ method: "POST", url: "/api/reset-password", payload: { username: user.username } });
    // Welcome e-mails with temporary passwords.
    const bulk = await call("/api/admin/bulk-upload-employees", {
      companyId: company.id,
      role: "student",
      sendEmails: true,
      employees: [{ fullName: "Pat Quiet", email: "pat.quiet@mail.example" }],
    });
    shownOnce.push(...bulk.credentials.map((c: { password: string }) => c.password));
    // A teacher's invite with the password the admin typed, then a new one issued.
    const tutor = await call("/api/admin/tutors", {
      username: "teacher.quiet",
      password: "typed-Temporary-9",
      email: "teacher.quiet@school.example",
      fullName: "Teacher Quiet",
      subjects: ["Mathematics"],
      qualifications: "PGCE",
      bio: "Quiet teacher.",
      yearsExperience: "6-10",
      role: "tutor",
    });
    shownOnce.push((await call(`/api/admin/tutors/${tutor.id}/temporary-password`)).password);
    // An invitation, then a fresh link for it.
    const [invite] = await call(`/api/admin/companies/${company.id}/generate-employee-invites`, {
      employees: [{ fullName: "Ivy Invited", email: "ivy.invited@mail.example" }],
    });
    shownOnce.push(invite.token);
    shownOnce.push((await call(`/api/admin/invitations/${invite.id}/resend`)).token);
    // A family registered by company code gets a confirmation link.
    const code = await call("/api/admin/create-registration-code", { companyId: company.id });
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        code: code.code,
        fullName: "Robin Registered",
        email: "robin.registered@mail.example",
        username: "robin.registered",
        password: "family-pass-1",
        confirmPassword: "family-pass-1",
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await t.app.deps.mailer.flush();

    const secrets = [...new Set([...secretsReceived(), ...shownOnce])];
    // A reset, two invitation links, a confirmation link; two welcome-style passwords and the typed one.
    expect(secretsReceived().length).toBeGreaterThanOrEqual(6);
    expect(secretsReceived()).toContain("typed-Temporary-9");
    const stored = await everyTableAsText();
    const logged = logLines.join("");
    expect(logged).toContain('"url":"/api/reset-password"');
    expect(secrets.filter((secret) => stored.includes(secret))).toEqual([]);
    expect(secrets.filter((secret) => logged.includes(secret))).toEqual([]);
  });
});
