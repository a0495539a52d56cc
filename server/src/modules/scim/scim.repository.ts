/**
 * What SCIM reads and writes of a company's employees (DECISIONS.md "Provisioning"): its family accounts
 * with their SCIM identities (`externalId`, the name's parts). Every read is scoped to the token's company
 * inside the SQL, so another company's account is simply not found.
 */
import { and, asc, count, eq, or, type SQL, sql } from "drizzle-orm";
import type { EmailContent } from "#shared/email/layout.ts";
import { type Database, isUniqueViolation } from "../../db/client.ts";
import { FIXED_WRITE_MARK } from "../../db/prepared-reads.ts";
import { passwordResetTokens } from "../auth/login-sessions.table.ts";
import { companies } from "../companies/companies.table.ts";
import { employerAuditEvents } from "../employer-audit/employer-audit.table.ts";
import { emailOutbox } from "../mail/outbox.table.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { companyIdentityProviders } from "../sso/sso.table.ts";
import { users } from "../users/users.table.ts";
import { scimIdentities } from "./scim.table.ts";

/** An employee as SCIM describes it. */
export type ScimUserRow = {
  id: number;
  email: string;
  fullName: string;
  createdAt: Date;
  leftAt: Date | null;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  updatedAt: Date | null;
};

/** The one attribute a supported filter compares (`eq`), and its value. */
export type ScimUserMatch = { attribute: "id" | "userName" | "email" | "externalId"; value: string };

export type NewScimAccount = {
  companyId: number;
  username: string;
  email: string;
  fullName: string;
  passwordHash: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
};

export type ScimAccountChange = {
  email: string;
  fullName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
};

const columns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  createdAt: users.createdAt,
  leftAt: users.leftAt,
  externalId: scimIdentities.externalId,
  givenName: scimIdentities.givenName,
  familyName: scimIdentities.familyName,
  updatedAt: scimIdentities.updatedAt,
};

/** What a creation's invitation needs: its reset link's digest and expiry, and the e-mail itself. */
export type ScimInvitation = { resetDigest: string; resetExpiresAt: Date; content: EmailContent };

type CreationRow = {
  free: number | string | null;
  companyExists: boolean;
  id: number | string | null;
  createdAt: string | Date | null;
  signsInWithProvider: boolean | null;
};

/** A SCIM `uniqueness` conflict: the e-mail (or externalId) another account holds. */
export class ScimUniquenessConflict extends Error {}

/** A new e-mail for an account its family registered itself, which SCIM does not change. */
export class ScimEmailNotChangeable extends Error {}

/** The accounts whose e-mail SCIM may change: made for the provider, or made by SCIM (`emailChangeable`). */
const emailOfScim = sql`(${users.signsInWithProvider} or exists (select 1 from ${scimIdentities}
  where ${scimIdentities.userId} = ${users.id} and ${scimIdentities.createdAt} = ${users.createdAt}))`;

export function createScimRepository(db: Database) {
  const ofCompany = (companyId: number) => and(eq(users.companyId, companyId), eq(users.role, "parent"));

  function matching(match: ScimUserMatch): SQL | undefined {
    switch (match.attribute) {
      case "id":
        return /^[1-9][0-9]{0,9}$/.test(match.value) && Number(match.value) <= 2_147_483_647
          ? eq(users.id, Number(match.value))
          : sql`false`;
      case "userName":
      case "email":
        return sql`lower(${users.email}) = lower(${match.value})`;
      case "externalId":
        return eq(scimIdentities.externalId, match.value);
    }
  }

  async function saveIdentity(
    userId: number,
    companyId: number,
    change: Omit<ScimAccountChange, "email" | "fullName">,
  ) {
    const values = { ...change, updatedAt: new Date() };
    await db
      .insert(scimIdentities)
      .values({ userId, companyId, ...values })
      .onConflictDoUpdate({ target: scimIdentities.userId, set: values });
  }

  return {
    /** The company's name and whether its employees sign in through its identity provider. */
    async company(companyId: number) {
      const rows = await db
        .select({ name: companies.name, provider: companyIdentityProviders.companyId })
        .from(companies)
        .leftJoin(companyIdentityProviders, eq(companyIdentityProviders.companyId, companies.id))
        .where(eq(companies.id, companyId))
        .limit(1);
      const row = rows[0];
      return row ? { name: row.name, hasProvider: row.provider !== null } : null;
    },

    /** One of the company's employees, or null (another company's, or none). */
    async find(companyId: number, userId: number): Promise<ScimUserRow | null> {
      const rows = await db
        .select(columns)
        .from(users)
        .leftJoin(scimIdentities, eq(scimIdentities.userId, users.id))
        .where(and(ofCompany(companyId), eq(users.id, userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A page of the company's employees (matching `match` when given), oldest first, and their total. */
    async page(companyId: number, match: ScimUserMatch | null, offset: number, limit: number) {
      const where = and(ofCompany(companyId), match ? matching(match) : undefined);
      const [rows, [total]] = await Promise.all([
        limit === 0
          ? Promise.resolve([] as ScimUserRow[])
          : db
              .select(columns)
              .from(users)
              .leftJoin(scimIdentities, eq(scimIdentities.userId, users.id))
              .where(where)
              .orderBy(asc(users.id))
              .offset(offset)
              .limit(limit),
        db
          .select({ total: count() })
          .from(users)
          .leftJoin(scimIdentities, eq(scimIdentities.userId, users.id))
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Whether another account than `exceptUserId` holds the e-mail or the username (case-insensitive). */
    async taken(email: string, username: string, exceptUserId?: number) {
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          and(
            sql`(lower(${users.email}) = lower(${email}) or lower(${users.username}) = lower(${username}))`,
            exceptUserId === undefined ? undefined : sql`${users.id} <> ${exceptUserId}`,
          ),
        );
      return {
        email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
        username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
      };
    },

    /**
     * A creation whole, in one statement (so one round trip, and atomic without a transaction): the
     * company's place claimed first (`company_places_free`, which takes the place lock until the statement
     * commits), then, if a place is free, the family account in its company, its SCIM identity, its audit
     * line and, unless the company signs in through its identity provider (read here, so never stale), the
     * invitation's reset link and e-mail. A taken e-mail or username makes nothing (the unique indexes'
     * conflict, not a read first); so does a full company. Its text is fixed, so each pooled connection
     * prepares it once (`FIXED_WRITE_MARK`, decision 041). The answer says which happened: `id` null with
     * `free` under 1 is a full company, with `companyExists` false a company gone, else a conflict.
     */
    async create(account: NewScimAccount, invitation: ScimInvitation, actorLabel: string) {
      const { companyId } = account;
      try {
        const result = await db.execute(sql`${sql.raw(FIXED_WRITE_MARK)}
          with claim as (select company_places_free(${companyId}) as free),
          company as (
            select ${companies.id} as id, exists (select 1 from ${companyIdentityProviders}
              where ${companyIdentityProviders.companyId} = ${companies.id}) as provider
            from ${companies} where ${companies.id} = ${companyId}
          ),
          account as (
            insert into ${users} (username, email, full_name, password_hash, role, company_id,
              is_activated, signs_in_with_provider)
            select ${account.username}, ${account.email}, ${account.fullName}, ${account.passwordHash},
              'parent', company.id, false, company.provider
            from company, claim where claim.free is null or claim.free >= 1
            on conflict do nothing
            returning id, created_at, signs_in_with_provider
          ),
          identity as (
            insert into ${scimIdentities} (user_id, company_id, external_id, given_name, family_name)
            select id, ${companyId}, ${account.externalId}, ${account.givenName}, ${account.familyName}
            from account
          ),
          reset as (
            insert into ${passwordResetTokens} (id, user_id, expires_at)
            select ${invitation.resetDigest}, id, ${invitation.resetExpiresAt.toISOString()}::timestamptz
            from account where not signs_in_with_provider
          ),
          mail as (
            insert into ${emailOutbox} ("to", kind, subject, html, text)
            select ${account.email}, 'scim-invitation', ${invitation.content.subject},
              ${invitation.content.html}, ${invitation.content.text}
            from account where not signs_in_with_provider
          ),
          audit as (
            insert into ${employerAuditEvents} (company_id, actor_kind, actor_user_id, actor_label, action,
              target_user_id, target_label, detail)
            select ${companyId}, 'scim', null, ${actorLabel}, 'employee.created', id, ${account.email},
              jsonb_build_object('externalId', ${account.externalId}::text,
                'signsInWithProvider', signs_in_with_provider)
            from account
          )
          select claim.free, exists (select 1 from company) as "companyExists", account.id,
            account.created_at as "createdAt", account.signs_in_with_provider as "signsInWithProvider"
          from claim left join account on true`);
        const row = (result as unknown as { rows: CreationRow[] }).rows[0]!;
        return {
          id: row.id === null ? null : Number(row.id),
          free: row.free === null ? null : Number(row.free),
          companyExists: row.companyExists,
          createdAt: new Date(row.createdAt ?? Date.now()),
          signsInWithProvider: row.signsInWithProvider ?? false,
        };
      } catch (error) {
        // The HR system's externalId another employee of the company holds.
        if (isUniqueViolation(error)) throw new ScimUniquenessConflict();
        throw error;
      }
    },

    /**
     * Whether SCIM may change the account's e-mail (its sign-in address): only an account made for the
     * provider (`signsInWithProvider`) or made by SCIM, whose identity was written in the creating
     * statement itself (the same `now()`, so the same `created_at`). An identity a later PUT added to an
     * account its family registered itself does not count, else a PUT of an `externalId` first would open
     * the e-mail to the next one. The family's own address is the family's to change.
     */
    async emailChangeable(userId: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), emailOfScim))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * A PUT's or PATCH's result: the account's e-mail and name, and the identity's fields. A new address on
     * an account its family already uses (activated) is the HR system's word, not the family's: it stays
     * unconfirmed until the family confirms it, so no password-reset or username e-mail goes to it (else
     * whoever holds the company's token could send a family's reset link to an address of their own).
     */
    async update(userId: number, companyId: number, change: ScimAccountChange) {
      try {
        const updated = await db
          .update(users)
          .set({
            email: change.email,
            fullName: change.fullName,
            emailConfirmedAt: sql`case when lower(${users.email}) = lower(${change.email}) or not ${users.isActivated} then ${users.emailConfirmedAt} end`,
          })
          // Never the address of an account its family registered itself (`emailChangeable`), also when
          // a caller skipped the check: the row is then left as it is and the change refused.
          .where(
            and(
              eq(users.id, userId),
              ofCompany(companyId),
              or(sql`lower(${users.email}) = lower(${change.email})`, emailOfScim),
            ),
          )
          .returning({ id: users.id });
        if (updated.length === 0) throw new ScimEmailNotChangeable();
        const { externalId, givenName, familyName } = change;
        await saveIdentity(userId, companyId, { externalId, givenName, familyName });
        // The session cache keeps the account's row: a new e-mail or name is read afresh everywhere.
        await announceSessionChange(db, { kind: "user", userId });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ScimUniquenessConflict();
        throw error;
      }
    },
  };
}

export type ScimRepository = ReturnType<typeof createScimRepository>;
