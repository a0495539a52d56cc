/**
 * Admin side of registration: creating codes and invitations. Consuming them (counting uses, single
 * use of an invite) is atomic in registration.repository.ts.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/client.ts";
import { conflict, notFound } from "../../errors.ts";
import { generateRegistrationCode } from "../auth/password.ts";
import { invitations, registrationCodes } from "./registration.table.ts";

export const INVITE_ALREADY_USED = "This invitation has already been used";
export const INVITE_VALID_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type CodeRow = typeof registrationCodes.$inferSelect;
type InvitationRow = typeof invitations.$inferSelect;

export function newInviteToken(): string {
  return randomBytes(32).toString("base64url");
}

export function createAdminRegistrationRepository(db: Database) {
  return {
    /** A new code with a fresh random value (retried on the rare collision). */
    async createCode(input: { companyId: number; maxUses: number; expiryDays: number; createdBy: number }) {
      for (let attempt = 0; ; attempt++) {
        try {
          const rows = await db
            .insert(registrationCodes)
            .values({
              code: generateRegistrationCode(),
              companyId: input.companyId,
              role: "parent",
              maxUses: input.maxUses,
              expiresAt: new Date(Date.now() + input.expiryDays * DAY_MS),
              createdBy: input.createdBy,
            })
            .returning();
          return rows[0]!;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    /** A company's codes, newest first. */
    async listCodes(companyId: number): Promise<CodeRow[]> {
      return db
        .select()
        .from(registrationCodes)
        .where(eq(registrationCodes.companyId, companyId))
        .orderBy(desc(registrationCodes.createdAt), desc(registrationCodes.id));
    },

    /** One invitation per employee, valid for 7 days, in one INSERT. */
    async createInvites(companyId: number, employees: Array<{ fullName: string; email: string }>) {
      const expiresAt = new Date(Date.now() + INVITE_VALID_MS);
      return db
        .insert(invitations)
        .values(
          employees.map((employee) => ({
            companyId,
            fullName: employee.fullName,
            email: employee.email,
            token: newInviteToken(),
            expiresAt,
          })),
        )
        .returning();
    },

    /** A company's invitations, newest first. */
    async listInvites(companyId: number): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(eq(invitations.companyId, companyId))
        .orderBy(desc(invitations.createdAt), desc(invitations.id));
    },

    /**
     * Renews an unused invitation for 7 more days from now, in one conditional UPDATE (so an invite
     * used at the same moment is never renewed); 409 when used, 404 when unknown.
     */
    async renewInvite(token: string) {
      const rows = await db
        .update(invitations)
        .set({ expiresAt: sql`now() + interval '7 days'` })
        .where(and(eq(invitations.token, token), isNull(invitations.usedAt)))
        .returning();
      if (rows[0]) return rows[0];
      const existing = await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.token, token))
        .limit(1);
      if (existing[0]) throw conflict(INVITE_ALREADY_USED, "INVITE_USED");
      throw notFound("Invitation not found", "INVITE_NOT_FOUND");
    },
  };
}

export type AdminRegistrationRepository = ReturnType<typeof createAdminRegistrationRepository>;
