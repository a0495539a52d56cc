import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict } from "../../errors.ts";
import { companies } from "../companies/companies.table.ts";
import { invitations, registrationCodes } from "./registration.table.ts";

export const REGISTRATION_CODE_LIMIT_REACHED = "This registration code has reached its limit";
export const INVITE_INVALID = "This invitation link may have expired or is invalid.";

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
            eq(invitations.token, token),
            isNull(invitations.usedAt),
            gt(invitations.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Marks the invitation used in one conditional update: single use under simultaneous attempts. */
    async consumeInvite(token: string, tx: Database = db) {
      const rows = await tx
        .update(invitations)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(invitations.token, token),
            isNull(invitations.usedAt),
            gt(invitations.expiresAt, new Date()),
          ),
        )
        .returning();
      if (rows[0]) return rows[0];
      const existing = await tx.select().from(invitations).where(eq(invitations.token, token)).limit(1);
      const invitation = existing[0];
      if (!invitation) throw badRequest("This invitation link is invalid.", "INVITE_INVALID");
      if (invitation.usedAt) throw badRequest("This invitation link has already been used.", "INVITE_USED");
      throw badRequest("This invitation link has expired. Ask your HR team for a new one.", "INVITE_EXPIRED");
    },

    async markInviteUsedBy(invitationId: number, userId: number, tx: Database = db) {
      await tx.update(invitations).set({ usedByUserId: userId }).where(eq(invitations.id, invitationId));
    },

    /** The company's status and subscription end, to refuse registrations once its access has ended. */
    async companyAccess(companyId: number, tx: Database = db) {
      const rows = await tx
        .select({
          companyStatus: companies.status,
          companySubscriptionEndDate: companies.subscriptionEndDate,
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
          companyStatus: companies.status,
          companySubscriptionEndDate: companies.subscriptionEndDate,
        })
        .from(registrationCodes)
        .innerJoin(companies, eq(companies.id, registrationCodes.companyId))
        .where(
          and(
            eq(registrationCodes.code, code.toUpperCase()),
            gt(registrationCodes.expiresAt, new Date()),
            lt(registrationCodes.uses, registrationCodes.maxUses),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Counts one use atomically: `uses < max_uses` is checked and incremented in the same UPDATE. */
    async consumeCode(code: string, tx: Database = db) {
      const normalised = code.toUpperCase();
      const rows = await tx
        .update(registrationCodes)
        .set({ uses: sql`${registrationCodes.uses} + 1` })
        .where(
          and(
            eq(registrationCodes.code, normalised),
            gt(registrationCodes.expiresAt, new Date()),
            lt(registrationCodes.uses, registrationCodes.maxUses),
          ),
        )
        .returning();
      if (rows[0]) return rows[0];
      const existing = await tx
        .select()
        .from(registrationCodes)
        .where(eq(registrationCodes.code, normalised))
        .limit(1);
      const found = existing[0];
      if (!found) throw badRequest("This registration code is invalid.", "CODE_INVALID");
      if (found.expiresAt.getTime() <= Date.now())
        throw badRequest("This registration code has expired.", "CODE_EXPIRED");
      throw conflict(REGISTRATION_CODE_LIMIT_REACHED, "CODE_LIMIT_REACHED");
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
