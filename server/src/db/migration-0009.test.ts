/**
 * Migration 0009 on an install that already has invitations and accounts: the plain tokens 0008 digested
 * are emptied (the links people were e-mailed still register, found by digest), and every existing
 * account counts as having confirmed its address.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { digestToken } from "../lib/tokens.ts";
import { createRegistrationRepository } from "../modules/registration/registration.repository.ts";
import { type DatabaseHandle, migrationsFolder, openDatabase } from "./client.ts";

const upTo0008 = mkdtempSync(path.join(tmpdir(), "migrations-0008-"));
afterAll(() => rmSync(upTo0008, { recursive: true, force: true }));

/** The migrations folder as it was before 0009. */
function migrationsBefore0009() {
  cpSync(migrationsFolder, upTo0008, { recursive: true });
  const journalPath = path.join(upTo0008, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 8);
  writeFileSync(journalPath, JSON.stringify(journal));
  return upTo0008;
}

describe("migration 0009", () => {
  let database: DatabaseHandle | undefined;
  afterAll(() => database?.close());

  it("empties stored invitation tokens, keeps their links working, and confirms existing accounts", async () => {
    database = await openDatabase({ memory: true });
    const pglite = database.pglite!;
    await migrate(database.db as never, { migrationsFolder: migrationsBefore0009() });
    await pglite.exec(`
      insert into companies (id, name, contact_name, contact_email) values (1, 'Old Co', 'Pat', 'hr@old.example');
      insert into users (username, password_hash, email, full_name, created_at)
        values ('oldfamily', 'x', 'old@family.example', 'Old Family', '2026-01-02T03:04:05Z');
      insert into invitations (token, company_id, full_name, email, expires_at)
        values ('plain-token-from-before', 1, 'Invited Before', 'before@old.example', now() + interval '3 days');
      update invitations set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
    `);

    await database.migrate();

    const invitation = (
      await pglite.query<{ token: string | null; token_hash: string }>(
        "select token, token_hash from invitations",
      )
    ).rows[0];
    expect(invitation?.token).toBeNull();
    expect(invitation?.token_hash).toBe(digestToken("plain-token-from-before"));
    const found = await createRegistrationRepository(database.db).findValidInvite("plain-token-from-before");
    expect(found?.invitation.email).toBe("before@old.example");

    const account = (
      await pglite.query<{ confirmed: boolean }>(
        "select email_confirmed_at = created_at as confirmed from users where username = 'oldfamily'",
      )
    ).rows[0];
    expect(account?.confirmed).toBe(true);
  });
});
