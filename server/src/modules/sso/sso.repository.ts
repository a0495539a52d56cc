/**
 * Single sign-on's rows (DECISIONS.md "Employers: single sign-on and provisioning"): a company's provider
 * and e-mail domains, the sign-ins sent to a provider and not yet back, and the account a verified e-mail
 * names.
 */
import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies, companyAccessColumns } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";
import { companyEmailDomains, companyIdentityProviders, ssoIdentities, ssoSignIns } from "./sso.table.ts";

export type IdentityProviderRow = typeof companyIdentityProviders.$inferSelect;

export function createSsoRepository(db: Database) {
  return {
    /** The company's provider (null: none) and its domains. */
    async settingsOf(companyId: number) {
      const [provider] = await db
        .select()
        .from(companyIdentityProviders)
        .where(eq(companyIdentityProviders.companyId, companyId));
      const domains = await db
        .select({ domain: companyEmailDomains.domain })
        .from(companyEmailDomains)
        .where(eq(companyEmailDomains.companyId, companyId))
        .orderBy(companyEmailDomains.domain);
      return { provider: provider ?? null, domains: domains.map((row) => row.domain) };
    },

    /** Which of `domains` another company holds. */
    async domainsOfOthers(companyId: number, domains: string[]) {
      if (domains.length === 0) return [];
      const rows = await db
        .select({ domain: companyEmailDomains.domain })
        .from(companyEmailDomains)
        .where(
          and(inArray(companyEmailDomains.domain, domains), ne(companyEmailDomains.companyId, companyId)),
        );
      return rows.map((row) => row.domain);
    },

    /** Writes the provider and replaces the company's domains (run inside a transaction). */
    async save(
      companyId: number,
      values: {
        issuer: string;
        clientId: string;
        clientSecretSealed: string;
        updatedByUserId: number | null;
      },
      domains: string[],
    ) {
      await db
        .insert(companyIdentityProviders)
        .values({ companyId, ...values })
        .onConflictDoUpdate({
          target: companyIdentityProviders.companyId,
          set: { ...values, updatedAt: new Date() },
        });
      // Links to another issuer or client no longer sign in: they go with the change.
      await db
        .delete(ssoIdentities)
        .where(
          and(
            eq(ssoIdentities.companyId, companyId),
            or(ne(ssoIdentities.issuer, values.issuer), ne(ssoIdentities.clientId, values.clientId)),
          ),
        );
      await db.delete(companyEmailDomains).where(eq(companyEmailDomains.companyId, companyId));
      await db.insert(companyEmailDomains).values(domains.map((domain) => ({ domain, companyId })));
    },

    /** Turns the company's sign-in off: its provider and domains go. Whether there was one. */
    async remove(companyId: number) {
      const removed = await db
        .delete(companyIdentityProviders)
        .where(eq(companyIdentityProviders.companyId, companyId))
        .returning({ companyId: companyIdentityProviders.companyId });
      await db.delete(companyEmailDomains).where(eq(companyEmailDomains.companyId, companyId));
      await db.delete(ssoIdentities).where(eq(ssoIdentities.companyId, companyId));
      return removed.length > 0;
    },

    /** The company owning an e-mail domain and its provider, if it has one. */
    async providerForDomain(domain: string) {
      const [row] = await db
        .select({ provider: companyIdentityProviders, ...companyAccessColumns })
        .from(companyEmailDomains)
        .innerJoin(
          companyIdentityProviders,
          eq(companyIdentityProviders.companyId, companyEmailDomains.companyId),
        )
        .innerJoin(companies, eq(companies.id, companyEmailDomains.companyId))
        .where(eq(companyEmailDomains.domain, domain));
      return row ?? null;
    },

    /** A company's provider with its access state, for the callback. */
    async providerOf(companyId: number) {
      const [row] = await db
        .select({ provider: companyIdentityProviders, ...companyAccessColumns })
        .from(companyIdentityProviders)
        .innerJoin(companies, eq(companies.id, companyIdentityProviders.companyId))
        .where(eq(companyIdentityProviders.companyId, companyId));
      return row ?? null;
    },

    /** The company holding this e-mail domain (lower-case, without `@`) for its sign-in, or null. */
    async companyOfDomain(domain: string): Promise<number | null> {
      const [row] = await db
        .select({ companyId: companyEmailDomains.companyId })
        .from(companyEmailDomains)
        .where(eq(companyEmailDomains.domain, domain));
      return row?.companyId ?? null;
    },

    async domainsOf(companyId: number) {
      const rows = await db
        .select({ domain: companyEmailDomains.domain })
        .from(companyEmailDomains)
        .where(eq(companyEmailDomains.companyId, companyId));
      return rows.map((row) => row.domain);
    },

    /** A sign-in sent to the provider (expired ones are swept first: they can never be used). */
    async startSignIn(values: typeof ssoSignIns.$inferInsert) {
      await db.delete(ssoSignIns).where(lt(ssoSignIns.expiresAt, sql`now() - interval '1 day'`));
      await db.insert(ssoSignIns).values(values);
    },

    /**
     * The pending sign-in the state names, marked used in the same statement so that two callbacks with
     * one state cannot both go on, and only by the browser that started it (`browserBindingHash`, null
     * when the browser sent none): a callback from another browser leaves it for its own. Otherwise the
     * refusal: `replayed` when its own browser used it already, else `state`; `linking` says whether it
     * was a link, for the page the refusal goes back to.
     */
    async consumeSignIn(stateHash: string, browserBindingHash: string | null) {
      if (browserBindingHash !== null) {
        const [used] = await db
          .update(ssoSignIns)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(ssoSignIns.stateHash, stateHash),
              eq(ssoSignIns.browserBindingHash, browserBindingHash),
              isNull(ssoSignIns.usedAt),
            ),
          )
          .returning();
        if (used) return { signIn: used, refusal: null, linking: used.linkUserId !== null };
      }
      const [seen] = await db
        .select({
          browserBindingHash: ssoSignIns.browserBindingHash,
          usedAt: ssoSignIns.usedAt,
          linkUserId: ssoSignIns.linkUserId,
        })
        .from(ssoSignIns)
        .where(eq(ssoSignIns.stateHash, stateHash));
      const ownBrowser = seen !== undefined && seen.browserBindingHash === browserBindingHash;
      return {
        signIn: null,
        refusal: ownBrowser && seen.usedAt !== null ? ("replayed" as const) : ("state" as const),
        linking: seen?.linkUserId != null,
      };
    },

    /**
     * The account's first sign-in through its provider (one provisioned by SCIM, say) activates it, as a
     * password its owner chose does, so the utilisation report counts it.
     */
    async markActivated(userId: number) {
      await db
        .update(users)
        .set({ isActivated: true, activatedAt: sql`coalesce(${users.activatedAt}, now())` })
        .where(and(eq(users.id, userId), eq(users.isActivated, false)));
    },

    /** The account linked to this identity at the company's provider, with its company's access state. */
    async linkedAccount(link: { companyId: number; issuer: string; clientId: string; subject: string }) {
      const rows = await db
        .select({ user: users, ...companyAccessColumns })
        .from(ssoIdentities)
        .innerJoin(users, eq(users.id, ssoIdentities.userId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(
          and(
            eq(ssoIdentities.issuer, link.issuer),
            eq(ssoIdentities.clientId, link.clientId),
            eq(ssoIdentities.subject, link.subject),
            eq(ssoIdentities.companyId, link.companyId),
          ),
        );
      return rows.map((row) => ({
        ...row.user,
        companyStatus: row.companyStatus,
        companySubscriptionEndDate: row.companySubscriptionEndDate,
      }))[0];
    },

    /** The subject the account is linked to at this issuer and client, or null. */
    async subjectOf(userId: number, issuer: string, clientId: string) {
      const [row] = await db
        .select({ subject: ssoIdentities.subject })
        .from(ssoIdentities)
        .where(
          and(
            eq(ssoIdentities.userId, userId),
            eq(ssoIdentities.issuer, issuer),
            eq(ssoIdentities.clientId, clientId),
          ),
        );
      return row?.subject ?? null;
    },

    /**
     * Links the account to the identity (replacing its link at this issuer and client). False when the
     * identity is already another account's.
     */
    async link(link: typeof ssoIdentities.$inferInsert) {
      await db
        .delete(ssoIdentities)
        .where(
          and(
            eq(ssoIdentities.userId, link.userId),
            eq(ssoIdentities.issuer, link.issuer),
            eq(ssoIdentities.clientId, link.clientId),
            ne(ssoIdentities.subject, link.subject),
          ),
        );
      const inserted = await db
        .insert(ssoIdentities)
        .values(link)
        .onConflictDoNothing({
          target: [ssoIdentities.issuer, ssoIdentities.clientId, ssoIdentities.subject],
        })
        .returning({ userId: ssoIdentities.userId });
      if (inserted.length > 0) return true;
      const [holder] = await db
        .select({ userId: ssoIdentities.userId })
        .from(ssoIdentities)
        .where(
          and(
            eq(ssoIdentities.issuer, link.issuer),
            eq(ssoIdentities.clientId, link.clientId),
            eq(ssoIdentities.subject, link.subject),
          ),
        );
      return holder?.userId === link.userId;
    },

    /** Removes the account's links (all issuers). Whether there was one. */
    async unlink(userId: number) {
      const removed = await db
        .delete(ssoIdentities)
        .where(eq(ssoIdentities.userId, userId))
        .returning({ userId: ssoIdentities.userId });
      return removed.length > 0;
    },

    /** The account by id with its company's access state (the account a link started from). */
    async accountById(userId: number) {
      const rows = await db
        .select({ user: users, ...companyAccessColumns })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId));
      return rows.map((row) => ({
        ...row.user,
        companyStatus: row.companyStatus,
        companySubscriptionEndDate: row.companySubscriptionEndDate,
      }))[0];
    },

    /** Which of these usernames are taken (compared lower-cased, as sign-in compares them). */
    async takenUsernames(candidates: string[]) {
      if (candidates.length === 0) return [];
      const rows = await db
        .select({ username: sql<string>`lower(${users.username})` })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.username})`,
            candidates.map((name) => name.toLowerCase()),
          ),
        );
      return rows.map((row) => row.username);
    },

    /** The accounts holding this e-mail (case-insensitive), with their company's access state. */
    async accountsWithEmail(email: string) {
      const rows = await db
        .select({ user: users, ...companyAccessColumns })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(sql`lower(${users.email}) = lower(${email})`);
      return rows.map((row) => ({
        ...row.user,
        companyStatus: row.companyStatus,
        companySubscriptionEndDate: row.companySubscriptionEndDate,
      }));
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
