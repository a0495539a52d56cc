/**
 * Employee accounts in bulk [1§2], [1§5], DECISIONS.md: the CSV upload and generated accounts. Both
 * create accounts with generated temporary passwords (changed at first sign-in), each in one transaction:
 * every account in the answer exists, and no other was made (decision 035).
 */

import type { Brand } from "#shared/config/brand.ts";
import type {
  BulkUploadResponse,
  bulkUploadBodySchema,
  Credential,
  GenerateBulkAccountsResponse,
  generateBulkAccountsBodySchema,
} from "#shared/schemas/employee-accounts.ts";
import type { z } from "#shared/zod.ts";
import type { appLinks } from "../../config/links.ts";
import type { Transaction } from "../../db/transaction.ts";
import type { LoginSessionsRepository } from "../auth/login-sessions.repository.ts";
import { companyNotFound } from "../companies/companies.errors.ts";
import type { CompaniesService } from "../companies/companies.service.ts";
import type { AuditLines, EmployerAuditRepository } from "../employer-audit/employer-audit.repository.ts";
import {
  EXISTING_ACCOUNT_NOTICE_KIND,
  employerBenefitForExistingAccountEmail,
  welcomeCredentialsEmail,
} from "../mail/account.templates.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { OutboxRepository } from "../mail/outbox.repository.ts";
import type { PlacesRepository } from "../users/places.repository.ts";
import type { UsersRepository } from "../users/users.repository.ts";
import { ACCOUNT_NOT_CREATED, EMAIL_ALREADY_REGISTERED } from "./employee-accounts.errors.ts";
import type { EmployeeAccountsRepository } from "./employee-accounts.repository.ts";
import { startGeneratingPasswords, withPasswords } from "./generated-passwords.ts";
import { insertAsHashed, newAccount, type Pending, toCredential } from "./new-accounts.ts";
import { checkRows } from "./upload-rows.ts";
import { companySlug, uniqueUsername, usernameBase } from "./usernames.ts";
import { bulkWelcomeTemplate } from "./welcome-template.ts";

/**
 * `discreet`: an HR manager's upload, which must not learn whether an address has an account (DECISIONS.md
 * "Safeguarding and security"): a row whose address has one is answered as a created account
 * (a generated sign-in that opens nothing, its password hashed as the others'), no account is made or
 * changed, and the account's owner is e-mailed how to use the benefit with it.
 */
export type UploadOptions = { discreet?: boolean };

/** Attempts when a username or e-mail is taken by a simultaneous request between check and insert. */
const MAX_ATTEMPTS = 4;

type AccountsRepository = EmployeeAccountsRepository;
type LockedCompany = NonNullable<Awaited<ReturnType<AccountsRepository["lockCompany"]>>>;

/** The repositories bulk creation writes, bound to one transaction. */
type BulkWrites = {
  employeeAccounts: AccountsRepository;
  outbox: OutboxRepository;
  users: UsersRepository;
  loginSessions: LoginSessionsRepository;
  places: Pick<PlacesRepository, "claim">;
  employerAudit: Pick<EmployerAuditRepository, "record">;
};

export type EmployeeAccountsServiceDeps = {
  companies: Pick<CompaniesService, "require">;
  usersRepo: UsersRepository;
  transaction: Transaction<BulkWrites>;
  mailer: Mailer;
  brand: Brand;
  links: Pick<ReturnType<typeof appLinks>, "signIn">;
};

export function createEmployeeAccountsService(deps: EmployeeAccountsServiceDeps) {
  const { companies, usersRepo, transaction, mailer, brand, links } = deps;

  /** The welcome e-mail the admin sends the new accounts' people themselves, with the company's name. */
  const welcomeTemplateFor = (companyName: string) =>
    bulkWelcomeTemplate({
      brandName: brand.name,
      supportEmail: brand.supportEmail,
      companyName,
      signInUrl: links.signIn,
    });

  /**
   * Runs `work` in one transaction: every account it inserts is created, or none is. It holds the
   * bulk-creation lock and the company (locked against deletion; 404 when it is gone).
   */
  function inBulkTransaction<T>(
    companyId: number,
    work: (accountsRepo: AccountsRepository, company: LockedCompany, writes: BulkWrites) => Promise<T>,
  ): Promise<T> {
    return transaction(async (writes) => {
      const accountsRepo = writes.employeeAccounts;
      await accountsRepo.holdBulkCreationLock();
      const company = await accountsRepo.lockCompany(companyId);
      if (!company) throw companyNotFound();
      return work(accountsRepo, company, writes);
    });
  }

  /**
   * Queues a welcome e-mail with its sign-in details for each new account, inside the transaction that
   * creates them: the e-mails are queued exactly when the accounts exist (decision 035).
   */
  async function queueWelcomeEmails(writes: BulkWrites, credentials: Credential[], companyName: string) {
    await writes.outbox.enqueueMany(
      credentials.map((credential) => ({
        to: credential.email,
        kind: "welcome-credentials",
        content: welcomeCredentialsEmail(brand, {
          fullName: credential.fullName,
          username: credential.username,
          password: credential.password,
          signInUrl: links.signIn,
          companyName,
        }),
      })),
    );
  }

  /**
   * Tells each owner of an account whose address a discreet upload named how to use the employer's benefit
   * with that account, queued in the upload's transaction as the welcome e-mails are.
   */
  async function queueExistingAccountNotices(
    writes: BulkWrites,
    people: { fullName: string; email: string }[],
    companyName: string,
  ) {
    await writes.outbox.enqueueMany(
      people.map((person) => ({
        to: person.email,
        kind: EXISTING_ACCOUNT_NOTICE_KIND,
        content: employerBenefitForExistingAccountEmail(brand, {
          fullName: person.fullName,
          companyName,
          signInUrl: links.signIn,
        }),
      })),
    );
  }

  return {
    /**
     * An account per valid, new row of the upload; the other rows come back as per-row errors. One
     * transaction, with the caller's audit lines: if anything fails, no account is created, no line is
     * written and the error reaches the admin.
     */
    async upload(
      body: z.output<typeof bulkUploadBodySchema>,
      audit?: AuditLines<{ created: number; refused: number }>,
      { discreet = false }: UploadOptions = {},
    ): Promise<BulkUploadResponse> {
      // "student" is the family account, stored as parent (DECISIONS.md).
      const role = body.role === "tutor" ? "tutor" : "parent";
      // Every account gets a generated temporary password: the CSV carries none, so
      // `generatePasswords` has no other meaning here. `domain` is not needed: every row has an e-mail.
      const { valid, errors } = checkRows(body.employees);
      // Hashing starts now, on the thread pool, while the transaction waits for its lock and looks up.
      const hashing = startGeneratingPasswords(valid.length);
      const candidates = valid.map((row, i) => ({ ...row, secret: hashing.secrets[i]! }));
      type Candidate = (typeof candidates)[number];
      type Created = Candidate & { username: string };
      // A discreet upload's rows whose address has an account: answered as created, never inserted.
      const unmade: Created[] = [];
      const created = await inBulkTransaction(body.companyId, async (accountsRepo, company, writes) => {
        let seated: Candidate[] = [];
        /** A row whose address has an account: refused (the admin's upload), or set aside (discreet). */
        const keepNew = (registered: Set<string>) => (candidate: Candidate) => {
          if (!registered.has(candidate.email.toLowerCase())) return true;
          if (discreet) seated.push(candidate);
          else errors.push({ row: candidate.row, email: candidate.email, error: EMAIL_ALREADY_REGISTERED });
          return false;
        };
        const registered = await accountsRepo.registeredEmails(candidates.map((c) => c.email));
        let pending = candidates.filter(keepNew(registered));
        // Family accounts take the company's places: more than are free refuses the upload whole (409).
        // A discreet upload counts its every row, as if each were new.
        const wanted = pending.length + seated.length;
        if (role === "parent") await writes.places.claim(company.id, wanted, { bulk: true });
        const created: Created[] = [];
        for (let attempt = 0; attempt < MAX_ATTEMPTS && pending.length + seated.length > 0; attempt++) {
          // The set-aside rows are named with the others, as if they were to be inserted too.
          const named = [...pending, ...seated].sort((a, b) => a.row - b.row);
          const bases = named.map((c) => usernameBase(c.email, c.fullName));
          const taken = await accountsRepo.takenUsernames(bases);
          const namedRows = named.map((candidate, i) => ({
            ...candidate,
            username: uniqueUsername(bases[i]!, taken),
          }));
          const setAside = new Set(seated.map((candidate) => candidate.row));
          unmade.push(...namedRows.filter((row) => setAside.has(row.row)));
          seated = [];
          const batch = namedRows.filter((row) => !setAside.has(row.row));
          const inserted = await insertAsHashed(accountsRepo, batch, (c, passwordHash) => ({
            ...newAccount(c, passwordHash, role, company.id),
            department: c.department,
            jobTitle: c.jobTitle,
          }));
          const insertedEmails = new Set(inserted.map((r) => r.email.toLowerCase()));
          const skipped = batch.filter((c) => !insertedEmails.has(c.email.toLowerCase()));
          created.push(...batch.filter((c) => insertedEmails.has(c.email.toLowerCase())));
          // A skipped row lost a race with an account made outside bulk creation (registration, a
          // teacher): its e-mail was registered meanwhile (a per-row error), or its username was taken
          // meanwhile (tried again with a fresh look at the taken usernames).
          const nowRegistered = await accountsRepo.registeredEmails(skipped.map((c) => c.email));
          pending = skipped.filter(keepNew(nowRegistered));
        }
        for (const candidate of pending)
          errors.push({ row: candidate.row, email: candidate.email, error: ACCOUNT_NOT_CREATED });
        created.sort((a, b) => a.row - b.row);
        if (body.sendEmails)
          await queueWelcomeEmails(writes, await Promise.all(created.map(toCredential)), company.name);
        await queueExistingAccountNotices(writes, unmade, company.name);
        const answered = created.length + unmade.length;
        await writes.employerAudit.record(...(audit?.({ created: answered, refused: errors.length }) ?? []));
        return [...created, ...unmade].sort((a, b) => a.row - b.row);
      }).finally(hashing.stop);
      // The queue's worker polls; this starts the sending now, without making the admin wait for it.
      if (body.sendEmails && created.length > 0) mailer.inBackground(() => mailer.processDue());

      errors.sort((a, b) => a.row - b.row);
      const credentials = await Promise.all(created.map(toCredential));
      return {
        success: errors.length === 0,
        successCount: created.length,
        totalProcessed: body.employees.length,
        errors,
        credentials,
      };
    },

    /**
     * New temporary passwords for every account of the company still waiting to choose its own
     * (temporary passwords expire after 7 days). The old ones stop working at once; the answer is
     * the same credentials list bulk generation gives, shown once.
     */
    async reissueTemporaryPasswords(companyId: number): Promise<GenerateBulkAccountsResponse> {
      const company = await companies.require(companyId);
      const pending = await usersRepo.pendingOfCompany(company.id);
      const renewed = await withPasswords(pending);
      await transaction(async ({ users, loginSessions }) => {
        for (const account of renewed) {
          await users.setTemporaryPassword(account.id, account.passwordHash);
          await loginSessions.deleteAllForUser(account.id);
        }
      });
      const credentials = renewed.map(({ fullName, username, password, email }) => ({
        fullName,
        username,
        password,
        email,
      }));
      return { count: credentials.length, credentials, emailTemplate: welcomeTemplateFor(company.name) };
    },

    /**
     * `count` accounts, numbered after the company's existing generated ones; in one transaction with the
     * caller's audit lines, so every account in the answer exists and none other was made.
     */
    async generate(
      body: z.output<typeof generateBulkAccountsBodySchema>,
      audit?: AuditLines<{ created: number }>,
    ): Promise<GenerateBulkAccountsResponse> {
      const hashing = startGeneratingPasswords(body.count);
      const { created, company } = await inBulkTransaction(body.companyId, async (repo, company, writes) => {
        await writes.places.claim(company.id, body.count, { bulk: true }); // each a family account's place
        const slug = companySlug(company.name);
        const domain = body.domain ?? company.contactEmail.split("@")[1]?.toLowerCase() ?? "example.com";
        // At most six digits: a longer number (a self-chosen username such as acme-99999999999999999999)
        // is not one of ours and would push the numbering past what Number() holds exactly.
        const numberPattern = new RegExp(`^${slug}-(\\d{1,6})$`);
        const created: Pending[] = [];
        // Passwords not yet used: an account skipped by a race gives its password to the next try.
        const unused = [...hashing.secrets];
        // Numbers tried in an earlier attempt are not reused (their e-mail may belong to someone else).
        let floor = 0;
        for (let attempt = 0; attempt < MAX_ATTEMPTS && created.length < body.count; attempt++) {
          const remaining = body.count - created.length;
          // Numbering continues past the company's existing generated accounts: northwind-001, -002…
          const taken = await repo.usernamesStartingWith([`${slug}-`]);
          let highest = floor;
          for (const username of taken) {
            const match = numberPattern.exec(username);
            if (match) highest = Math.max(highest, Number(match[1]));
          }
          floor = highest + remaining;
          const secrets = unused.splice(0, remaining);
          const batch = secrets.map((secret, i): Pending => {
            const number = highest + i + 1;
            const username = `${slug}-${String(number).padStart(3, "0")}`;
            return { username, email: `${username}@${domain}`, fullName: `Employee ${number}`, secret };
          });
          const inserted = await insertAsHashed(repo, batch, (c, passwordHash) => ({
            ...newAccount(c, passwordHash, "parent", company.id),
            // `{username}@{domain}` is made up: nobody is known to read it (no recovery e-mails).
            emailGenerated: true,
          }));
          const insertedNames = new Set(inserted.map((r) => r.username));
          for (const c of batch) {
            if (insertedNames.has(c.username)) created.push(c);
            else unused.push(c.secret);
          }
        }
        await writes.employerAudit.record(...(audit?.({ created: created.length }) ?? []));
        return { created, company };
      }).finally(hashing.stop);
      const credentials = await Promise.all(created.map(toCredential));
      return { count: credentials.length, credentials, emailTemplate: welcomeTemplateFor(company.name) };
    },
  };
}
