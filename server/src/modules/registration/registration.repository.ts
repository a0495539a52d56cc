/**
 * Registration codes and invitations: created and listed by admins, used up by registering families.
 * Using one up (counting a code's uses, an invite's single use) is one conditional UPDATE.
 */
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { INVITE_VALID_DAYS } from "#shared/schemas/catalog.ts";
import type { Database } from "../../db/client.ts";
import { generateRegistrationCode } from "../../lib/password.ts";
import { digestToken, newToken } from "../../lib/tokens.ts";
import { companies, companyAccessColumns } from "../companies/companies.table.ts";
import {
  codeExpired,
  codeLimitReached,
  codeUnknown,
  inviteAlreadyUsed,
  inviteExpired,
  inviteNotFound,
  inviteUnknown,
  inviteUsed,
} from "./registration.errors.ts";
import { invitations, registrationCodes } from "./registration.table.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A code that registers someone: not revoked, not expired, not used up — what `registrationCodeStatus`
 * calls active (decision 048; a test holds the two together).
 */
const usableCode = () =>
  and(
    isNull(registrationCodes.revokedAt),
    gt(registrationCodes.expiresAt, new Date()),
    lt(registrationCodes.uses, registrationCodes.maxUses),
  );
const INVITE_VALID_MS = INVITE_VALID_DAYS * DAY_MS;

type CodeRow = typeof registrationCodes.$inferSelect;
type InvitationRow = typeof invitations.$inferSelect;
/** An invitation just issued: the row and the link's token, which only this answer and the e-mail carry. */
export type IssuedInvitation = { invitation: InvitationRow; token: string };

export function createRegistrationRepository(db: Database) {
  return {
    /** Valid (unused, unexpired) invitation with its company name, or null. */
    async findValidInvite(token: string) {
      const rows = await db
        .select({ invitation: invitations, companyName: companies.name })
        .from(invitations)
        .innerJoin(companies, eq(companies.id, invitations.companyId))
        .where(
          and(
            eq(invitations.tokenHash, digestToken(token)),
            isNull(invitations.usedAt),
            gt(invitations.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Marks the invitation used in one conditional update: single use under simultaneous attempts. */
    async consumeInvite(token: string) {
      const tokenHash = digestToken(token);
      const rows = await db
        .update(invitations)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(invitations.tokenHash, tokenHash),
            isNull(invitations.usedAt),
            gt(invitations.expiresAt, new Date()),
          ),
        )
        .returning();
      if (rows[0]) return rows[0];
      const existing = await db
        .select()
        .from(invitations)
        .where(eq(invitations.tokenHash, tokenHash))
        .limit(1);
      const invitation = existing[0];
      if (!invitation) throw inviteUnknown();
      if (invitation.usedAt) throw inviteUsed();
      throw inviteExpired();
    },

    async markInviteUsedBy(invitationId: number, userId: number) {
      await db.update(invitations).set({ usedByUserId: userId }).where(eq(invitations.id, invitationId));
    },

    /** The company's status and subscription end, to refuse registrations once its access has ended. */
    async companyAccess(companyId: number) {
      const rows = await db
        .select({
          ...companyAccessColumns,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Valid registration code (not expired, not used up) with its company name, or null. */
    async findValidCode(code: string) {
      const rows = await db
        .select({
          code: registrationCodes,
          companyName: companies.name,
          ...companyAccessColumns,
        })
        .from(registrationCodes)
        .innerJoin(companies, eq(companies.id, registrationCodes.companyId))
        .where(and(eq(registrationCodes.code, code.toUpperCase()), usableCode()))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Counts one use atomically: `uses < max_uses` is checked and incremented in the same UPDATE. */
    async consumeCode(code: string) {
      const normalised = code.toUpperCase();
      const rows = await db
        .update(registrationCodes)
        .set({ uses: sql`${registrationCodes.uses} + 1` })
        .where(and(eq(registrationCodes.code, normalised), usableCode()))
        .returning();
      if (rows[0]) return rows[0];
      const existing = await db
        .select()
        .from(registrationCodes)
        .where(eq(registrationCodes.code, normalised))
        .limit(1);
      const found = existing[0];
      // A revoked code is refused as one that never existed: its holder learns nothing more (decision 048).
      if (!found || found.revokedAt !== null) throw codeUnknown();
      if (found.expiresAt.getTime() <= Date.now()) throw codeExpired();
      throw codeLimitReached();
    },

    /**
     * A new code with a fresh random value, tried again on the rare collision. The colliding insert is
     * skipped (ON CONFLICT), not caught, so a try inside the caller's transaction (the HR manager's code
     * and its audit line) does not abort it.
     */
    async createCode(input: { companyId: number; maxUses: number; expiryDays: number; createdBy: number }) {
      for (let attempt = 0; attempt < 6; attempt++) {
        const [created] = await db
          .insert(registrationCodes)
          .values({
            code: generateRegistrationCode(),
            companyId: input.companyId,
            role: "parent",
            maxUses: input.maxUses,
            expiresAt: new Date(Date.now() + input.expiryDays * DAY_MS),
            createdBy: input.createdBy,
          })
          .onConflictDoNothing({ target: registrationCodes.code })
          .returning();
        if (created) return created;
      }
      throw new Error("No unused registration code after 6 tries");
    },

    /** A company's codes, newest first. */
    async listCodesForCompany(companyId: number): Promise<CodeRow[]> {
      return db
        .select()
        .from(registrationCodes)
        .where(eq(registrationCodes.companyId, companyId))
        .orderBy(desc(registrationCodes.createdAt), desc(registrationCodes.id));
    },

    /**
     * Revokes a code at once: from now on it registers no one. A second revoke keeps the first time and
     * admin. The code as it now stands, or null when no code has this id (in `companyId`, when given: an
     * HR manager revokes only its own company's codes).
     */
    async revokeCode(id: number, revokedBy: number, companyId?: number): Promise<CodeRow | null> {
      const rows = await db
        .update(registrationCodes)
        .set({
          revokedAt: sql`coalesce(${registrationCodes.revokedAt}, now())`,
          revokedBy: sql`case when ${registrationCodes.revokedAt} is null then ${revokedBy}::int else ${registrationCodes.revokedBy} end`,
        })
        .where(
          and(
            eq(registrationCodes.id, id),
            companyId === undefined ? undefined : eq(registrationCodes.companyId, companyId),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    /**
     * One invitation per employee (or, with `role` `hr`, per HR manager), valid for 7 days, in one INSERT;
     * only the tokens' digests are stored.
     */
    async createInvites(
      companyId: number,
      employees: Array<{ fullName: string; email: string }>,
      role: InvitationRow["role"] = "parent",
    ): Promise<IssuedInvitation[]> {
      const expiresAt = new Date(Date.now() + INVITE_VALID_MS);
      const tokens = employees.map(() => newToken());
      const rows = await db
        .insert(invitations)
        .values(
          employees.map((employee, index) => ({
            companyId,
            fullName: employee.fullName,
            email: employee.email,
            tokenHash: tokens[index]!.digest,
            role,
            expiresAt,
          })),
        )
        .returning();
      const tokenOf = new Map(tokens.map((minted) => [minted.digest, minted.token]));
      return rows.map((invitation) => ({ invitation, token: tokenOf.get(invitation.tokenHash ?? "")! }));
    },

    /** A company's employees' invitations (its HR managers' are listed apart), newest first. */
    async listInvitesForCompany(companyId: number): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(and(eq(invitations.companyId, companyId), eq(invitations.role, "parent")))
        .orderBy(desc(invitations.createdAt), desc(invitations.id));
    },

    /**
     * Renews an unused invitation, found by its link's token, for 7 more days from now, in one conditional
     * UPDATE (so an invite used at the same moment is never renewed); 409 when used, 404 when unknown.
     */
    async renewInvite(token: string) {
      const tokenHash = digestToken(token);
      const rows = await db
        .update(invitations)
        .set({ expiresAt: sql`now() + interval '7 days'` })
        .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt)))
        .returning();
      if (rows[0]) return rows[0];
      const existing = await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.tokenHash, tokenHash))
        .limit(1);
      if (existing[0]) throw inviteAlreadyUsed();
      throw inviteNotFound();
    },

    /**
     * Gives an unused invitation a fresh link valid for 7 days from now (the old link stops working), in
     * one conditional UPDATE; 409 when used, 404 when unknown. With `scope`, only an invitation of that
     * company and role counts (an HR manager resends its own company's employees' invitations only).
     */
    async reissueInvite(
      id: number,
      scope?: { companyId: number; role: InvitationRow["role"] },
    ): Promise<IssuedInvitation> {
      const minted = newToken();
      const named = and(
        eq(invitations.id, id),
        scope ? eq(invitations.companyId, scope.companyId) : undefined,
        scope ? eq(invitations.role, scope.role) : undefined,
      );
      const rows = await db
        .update(invitations)
        .set({ tokenHash: minted.digest, expiresAt: sql`now() + interval '7 days'` })
        .where(and(named, isNull(invitations.usedAt)))
        .returning();
      if (rows[0]) return { invitation: rows[0], token: minted.token };
      const existing = await db.select({ id: invitations.id }).from(invitations).where(named).limit(1);
      if (existing[0]) throw inviteAlreadyUsed();
      throw inviteNotFound();
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
