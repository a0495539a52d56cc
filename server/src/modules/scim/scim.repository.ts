/**
 * What SCIM reads and writes of a company's employees (DECISIONS.md "Provisioning"): its family accounts
 * with their SCIM identities (`externalId`, the name's parts). Every read is scoped to the token's company
 * inside the SQL, so another company's account is simply not found.
 */
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { type Database, isUniqueViolation } from "../../db/client.ts";
import { companies } from "../companies/companies.table.ts";
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
  signsInWithProvider: boolean;
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

/** A SCIM `uniqueness` conflict: the e-mail (or externalId) another account holds. */
export class ScimUniquenessConflict extends Error {}

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
     * Inside the creating transaction: the family account, in its company, and its SCIM identity.
     * A username or e-mail taken meanwhile (a simultaneous creation) is a uniqueness conflict.
     */
    async insert(account: NewScimAccount): Promise<{ id: number; createdAt: Date }> {
      try {
        const [row] = await db
          .insert(users)
          .values({
            username: account.username,
            email: account.email,
            fullName: account.fullName,
            passwordHash: account.passwordHash,
            role: "parent",
            // In its company from the start; the creation claims its place last (`places.claim` with
            // `inserted`), just before the commit.
            companyId: account.companyId,
            isActivated: false,
            signsInWithProvider: account.signsInWithProvider,
          })
          .returning({ id: users.id, createdAt: users.createdAt });
        const { externalId, givenName, familyName } = account;
        await saveIdentity(row!.id, account.companyId, { externalId, givenName, familyName });
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ScimUniquenessConflict();
        throw error;
      }
    },

    /**
     * A PUT's or PATCH's result: the account's e-mail and name, and the identity's fields. A new address on
     * an account its family already uses (activated) is the HR system's word, not the family's: it stays
     * unconfirmed until the family confirms it, so no password-reset or username e-mail goes to it (else
     * whoever holds the company's token could send a family's reset link to an address of their own).
     */
    async update(userId: number, companyId: number, change: ScimAccountChange) {
      try {
        await db
          .update(users)
          .set({
            email: change.email,
            fullName: change.fullName,
            emailConfirmedAt: sql`case when lower(${users.email}) = lower(${change.email}) or not ${users.isActivated} then ${users.emailConfirmedAt} end`,
          })
          .where(and(eq(users.id, userId), ofCompany(companyId)));
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
