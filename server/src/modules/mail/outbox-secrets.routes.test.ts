/**
 * No secret stays at rest in the outbox or reaches the log: what an SMTP receiver gets —
 * a reset link, a temporary password — is gone from the outbox once sent, and without SMTP the log names
 * the e-mail but does not print it (outside development).
 */
import { Writable } from "node:stream";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { emailOutbox, users } from "../../db/schema.ts";
import { hashPassword } from "../../lib/password.ts";
import { freePort } from "../../test/server-process.ts";
import { createTestApp, openTestDatabase, type TestContext, testConfig } from "../../test/test-app.ts";

const received: string[] = [];
let smtp: SMTPServer;
let t: TestContext;

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Everything the outbox table holds, as one string. */
async function outboxText() {
  return JSON.stringify(await t.db.select().from(emailOutbox));
}

/** Quoted-printable soft line breaks and `=3D` undone, so a token split across lines is found whole. */
function decoded(raw: string) {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

describe("the outbox after sending", () => {
  it("keeps no reset link once the e-mail is sent", async () => {
    const { user } = await t.createUser("parent");
    await t.app.inject({ method: "POST", url: "/api/reset-password", payload: { username: user.username } });
    await t.app.deps.mailer.flush();
    const mail = decoded(received.find((raw) => raw.includes(user.email)) ?? "");
    const token = /reset-password\?token=([A-Za-z0-9_-]{20,})/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const stored = await outboxText();
    expect(stored).toContain('"status":"sent"');
    expect(stored).not.toContain(token!);
  });

  it("keeps no temporary password once the welcome e-mails are sent", async () => {
    const admin = await t.asRole("admin");
    const company = await t.createCompany({ name: "Secret Mail Ltd" });
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/bulk-upload-employees",
      payload: {
        companyId: company.id,
        role: "student",
        sendEmails: true,
        employees: [{ fullName: "Pat Secret", email: "pat.secret@mail.example" }],
      },
    });
    expect(response.statusCode).toBe(200);
    const password = response.json().credentials[0].password as string;
    await t.app.deps.mailer.flush();
    expect(received.some((raw) => decoded(raw).includes(password))).toBe(true);
    expect(await outboxText()).not.toContain(password);
  });
});

describe("e-mails that must leave no trace", () => {
  it("are gone from the outbox once delivered (an erasure's confirmation names the person)", async () => {
    await t.app.deps.mailer.send(
      "erased.person@mail.example",
      "account-erased",
      { subject: "Your account has been deleted", html: "<p>Hello Erin</p>", text: "Hello Erin" },
      { forgetOnceSent: true },
    );
    expect(received.some((raw) => raw.includes("erased.person@mail.example"))).toBe(true);
    expect(await outboxText()).not.toContain("erased.person@mail.example");
  });
});

describe("without SMTP", () => {
  it("logs that an e-mail is kept, not what it says", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({ database, config: testConfig(), logger: { level: "info", stream } });
    try {
      await database.db.insert(users).values({
        username: "quiet-parent",
        email: "quiet.parent@mail.example",
        fullName: "Quiet Parent",
        role: "parent",
        passwordHash: await hashPassword("correct-horse-1"),
        isActivated: true,
      });
      await app.inject({ method: "POST", url: "/api/reset-password", payload: { username: "quiet-parent" } });
      await app.deps.mailer.flush();
      const logged = lines.join("");
      expect(logged).toContain("e-mail kept in outbox");
      expect(logged).not.toContain("reset-password?token=");
    } finally {
      await app.close();
      await database.close();
    }
  });
});
