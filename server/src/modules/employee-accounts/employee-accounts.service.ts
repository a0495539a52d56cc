/**
 * Employee accounts in bulk [1§2], [1§5], DECISIONS.md: the CSV upload and generated accounts. Both
 * create accounts with generated temporary passwords (changed at first sign-in).
 */
import { EMAIL_MESSAGE } from "#shared/schemas/auth.ts";
import {
  type BulkUploadResponse,
  bulkEmployeeRowSchema,
  type bulkUploadBodySchema,
  type Credential,
  type GenerateBulkAccountsResponse,
  type generateBulkAccountsBodySchema,
} from "#shared/schemas/employee-accounts.ts";
import type { z } from "#shared/zod.ts";
import { appLinks } from "../../config/links.ts";
import type { AppDeps } from "../../context.ts";
import { generatePassword, hashGeneratedPassword } from "../auth/password.ts";
import { createSessionsRepository } from "../auth/sessions.repository.ts";
import { companyNotFound } from "../companies/companies.errors.ts";
import { createCompaniesRepository } from "../companies/companies.repository.ts";
import { welcomeCredentialsEmail } from "../mail/templates.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import {
  ACCOUNT_NOT_CREATED,
  DUPLICATE_EMAIL_IN_FILE,
  EMAIL_ALREADY_REGISTERED,
} from "./employee-accounts.errors.ts";
import { createEmployeeAccountsRepository, type NewAccount } from "./employee-accounts.repository.ts";
import { companySlug, uniqueUsername, usernameBase } from "./usernames.ts";
import { bulkWelcomeTemplate } from "./welcome-template.ts";

/** Attempts when a username or e-mail is taken by a simultaneous request between check and insert. */
const MAX_ATTEMPTS = 4;

type Candidate = {
  /** 1-based data row: row 1 is the first employee (the first data row after the CSV header). */
  row: number;
  fullName: string;
  email: string;
  department: string | null;
  jobTitle: string | null;
  password: string;
  passwordHash: string;
};

async function withPasswords<T>(items: T[]): Promise<Array<T & { password: string; passwordHash: string }>> {
  return Promise.all(
    items.map(async (item) => {
      const password = generatePassword();
      return { ...item, password, passwordHash: await hashGeneratedPassword(password) };
    }),
  );
}

type GeneratedAccount = {
  username: string;
  email: string;
  fullName: string;
  password: string;
  passwordHash: string;
};

/** An account with a temporary password, to be replaced at first sign-in. */
function newAccount(account: GeneratedAccount, role: NewAccount["role"], companyId: number): NewAccount {
  const { username, email, fullName, passwordHash } = account;
  return {
    username,
    email,
    fullName,
    passwordHash,
    role,
    companyId,
    mustChangePassword: true,
    isActivated: false,
  };
}

/** What the admin hands on: the sign-in of a created account. */
function toCredential({ fullName, username, password, email }: GeneratedAccount): Credential {
  return { fullName, username, password, email };
}

export function createEmployeeAccountsService({ database, config, mailer }: AppDeps) {
  const accountsRepo = createEmployeeAccountsRepository(database.db);
  const companiesRepo = createCompaniesRepository(database.db);
  const links = appLinks(config.appUrl);

  async function requireCompany(id: number) {
    const company = await companiesRepo.findById(id);
    if (!company) throw companyNotFound();
    return company;
  }

  function sendWelcomeEmails(credentials: Credential[], companyName: string) {
    if (credentials.length === 0) return;
    // In the background: the admin's answer does not wait for one SMTP round trip per account.
    mailer.inBackground(async () => {
      for (const credential of credentials) {
        await mailer.send(
          credential.email,
          "welcome-credentials",
          welcomeCredentialsEmail(config.brand, {
            fullName: credential.fullName,
            username: credential.username,
            password: credential.password,
            signInUrl: links.signIn,
            companyName,
          }),
        );
      }
    });
  }

  return {
    /** An account per valid, new row of the upload; the other rows come back as per-row errors. */
    async upload(body: z.output<typeof bulkUploadBodySchema>): Promise<BulkUploadResponse> {
      const company = await requireCompany(body.companyId);
      // "student" is the family account, stored as parent (DECISIONS.md).
      const role = body.role === "tutor" ? "tutor" : "parent";
      // Every account gets a generated temporary password: the CSV carries none, so
      // `generatePasswords` has no other meaning here. `domain` is not needed: every row has an e-mail.
      const errors: BulkUploadResponse["errors"] = [];
      const seen = new Set<string>();
      const valid: Array<Omit<Candidate, "password" | "passwordHash">> = [];
      body.employees.forEach((employee, index) => {
        // Row numbers are 1-based data rows: row 1 is the first employee (the CSV header is not counted).
        const row = index + 1;
        const email = employee.email.trim();
        const checked = bulkEmployeeRowSchema.safeParse({ ...employee, email });
        if (!checked.success) {
          // The e-mail's message first (the column people get wrong most), then the others.
          const issues = checked.error.issues;
          const issue = issues.find((i) => i.path[0] === "email") ?? issues[0];
          errors.push({ row, email, error: issue?.message ?? EMAIL_MESSAGE });
          return;
        }
        const key = email.toLowerCase();
        if (seen.has(key)) {
          errors.push({ row, email, error: DUPLICATE_EMAIL_IN_FILE });
          return;
        }
        seen.add(key);
        valid.push({
          row,
          fullName: employee.fullName,
          email,
          department: employee.department,
          jobTitle: employee.jobTitle,
        });
      });

      const registered = await accountsRepo.registeredEmails(valid.map((c) => c.email));
      const fresh = valid.filter((candidate) => {
        if (!registered.has(candidate.email.toLowerCase())) return true;
        errors.push({ row: candidate.row, email: candidate.email, error: EMAIL_ALREADY_REGISTERED });
        return false;
      });

      let pending: Candidate[] = await withPasswords(fresh);
      const created: Array<Candidate & { username: string }> = [];
      for (let attempt = 0; attempt < MAX_ATTEMPTS && pending.length > 0; attempt++) {
        const bases = pending.map((c) => usernameBase(c.email, c.fullName));
        const taken = await accountsRepo.takenUsernames(bases);
        const batch = pending.map((candidate, i) => ({
          ...candidate,
          username: uniqueUsername(bases[i]!, taken),
        }));
        const inserted = await accountsRepo.insertMany(
          batch.map(
            (c): NewAccount => ({
              ...newAccount(c, role, company.id),
              department: c.department,
              jobTitle: c.jobTitle,
            }),
          ),
        );
        const insertedEmails = new Set(inserted.map((r) => r.email.toLowerCase()));
        const skipped = batch.filter((c) => !insertedEmails.has(c.email.toLowerCase()));
        created.push(...batch.filter((c) => insertedEmails.has(c.email.toLowerCase())));
        // A skipped row lost a race: its e-mail was registered meanwhile (a per-row error), or its
        // username was taken meanwhile (tried again with a fresh look at the taken usernames).
        const nowRegistered = await accountsRepo.registeredEmails(skipped.map((c) => c.email));
        pending = skipped.filter((candidate) => {
          if (!nowRegistered.has(candidate.email.toLowerCase())) return true;
          errors.push({ row: candidate.row, email: candidate.email, error: EMAIL_ALREADY_REGISTERED });
          return false;
        });
      }
      for (const candidate of pending)
        errors.push({ row: candidate.row, email: candidate.email, error: ACCOUNT_NOT_CREATED });

      created.sort((a, b) => a.row - b.row);
      errors.sort((a, b) => a.row - b.row);
      const credentials = created.map(toCredential);
      if (body.sendEmails) sendWelcomeEmails(credentials, company.name);
      return {
        success: errors.length === 0,
        successCount: created.length,
        totalProcessed: body.employees.length,
        errors,
        credentials,
      };
    },

    /**
     * New temporary passwords for every account of the company still waiting to choose its own (issue 14
     * item 5: temporary passwords expire after 7 days). The old ones stop working at once; the answer is
     * the same credentials list bulk generation gives, shown once.
     */
    async reissueTemporaryPasswords(companyId: number): Promise<GenerateBulkAccountsResponse> {
      const company = await requireCompany(companyId);
      const pending = await createUsersRepository(database.db).pendingOfCompany(company.id);
      const renewed = await withPasswords(pending);
      await database.db.transaction(async (tx) => {
        const users = createUsersRepository(tx);
        const sessions = createSessionsRepository(tx);
        for (const account of renewed) {
          await users.setTemporaryPassword(account.id, account.passwordHash, tx);
          await sessions.deleteAllForUser(account.id);
        }
      });
      const credentials = renewed.map(toCredential);
      const emailTemplate = bulkWelcomeTemplate({
        brandName: config.brand.name,
        supportEmail: config.brand.supportEmail,
        companyName: company.name,
        signInUrl: links.signIn,
      });
      return { count: credentials.length, credentials, emailTemplate };
    },

    /** `count` accounts, numbered after the company's existing generated ones. */
    async generate(
      body: z.output<typeof generateBulkAccountsBodySchema>,
    ): Promise<GenerateBulkAccountsResponse> {
      const company = await requireCompany(body.companyId);
      const slug = companySlug(company.name);
      const domain = body.domain ?? company.contactEmail.split("@")[1]?.toLowerCase() ?? "example.com";
      // At most six digits: a longer number (a self-chosen username such as acme-99999999999999999999)
      // is not one of ours and would push the numbering past what Number() holds exactly.
      const numberPattern = new RegExp(`^${slug}-(\\d{1,6})$`);
      const credentials: Credential[] = [];
      let remaining = body.count;
      // Numbers tried in an earlier attempt are not reused (their e-mail may belong to someone else).
      let floor = 0;
      for (let attempt = 0; attempt < MAX_ATTEMPTS && remaining > 0; attempt++) {
        // Numbering continues past the company's existing generated accounts: northwind-001, -002…
        const taken = await accountsRepo.usernamesStartingWith([`${slug}-`]);
        let highest = floor;
        for (const username of taken) {
          const match = numberPattern.exec(username);
          if (match) highest = Math.max(highest, Number(match[1]));
        }
        floor = highest + remaining;
        const batch = await withPasswords(
          Array.from({ length: remaining }, (_, i) => {
            const number = highest + i + 1;
            const username = `${slug}-${String(number).padStart(3, "0")}`;
            return { username, email: `${username}@${domain}`, fullName: `Employee ${number}` };
          }),
        );
        const inserted = await accountsRepo.insertMany(
          batch.map(
            (c): NewAccount => ({
              ...newAccount(c, "parent", company.id),
              // `{username}@{domain}` is made up: nobody is known to read it (no recovery e-mails).
              emailGenerated: true,
            }),
          ),
        );
        const insertedNames = new Set(inserted.map((r) => r.username));
        for (const c of batch) {
          if (insertedNames.has(c.username)) credentials.push(toCredential(c));
        }
        remaining = body.count - credentials.length;
      }
      const emailTemplate = bulkWelcomeTemplate({
        brandName: config.brand.name,
        supportEmail: config.brand.supportEmail,
        companyName: company.name,
        signInUrl: links.signIn,
      });
      return { count: credentials.length, credentials, emailTemplate };
    },
  };
}
