/**
 * E-mail confirmation links: only the token's digest is stored; following a link
 * marks it used and confirms the account's address in one transaction, and only while the account still
 * has the address the link was sent to.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { EMAIL_CONFIRMATION_VALID_DAYS } from "#shared/schemas/email-confirmation.ts";
import type { Database } from "../../db/client.ts";
import { digestToken, newToken } from "../../lib/tokens.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { users } from "../users/users.table.ts";
import { emailConfirmationTokens } from "./email-confirmation.table.ts";

const VALID_MS = EMAIL_CONFIRMATION_VALID_DAYS * 24 * 60 * 60 * 1000;

export function createEmailConfirmationRepository(db: Database) {
  return {
    /** A new link for the account's current address; earlier unused links of the account stop working. */
    async issue(userId: number, email: string): Promise<string> {
      const { token, digest } = newToken();
      await db
        .update(emailConfirmationTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailConfirmationTokens.userId, userId), isNull(emailConfirmationTokens.usedAt)));
      await db
        .insert(emailConfirmationTokens)
        .values({ id: digest, userId, email, expiresAt: new Date(Date.now() + VALID_MS) });
      return token;
    },

    /**
     * Uses the link once and confirms the address it was sent to; the account's id, or null when the
     * link is unknown, used, expired or the account's address has changed since.
     */
    async confirm(token: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(emailConfirmationTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(emailConfirmationTokens.id, digestToken(token)),
              isNull(emailConfirmationTokens.usedAt),
              gt(emailConfirmationTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: emailConfirmationTokens.userId, email: emailConfirmationTokens.email });
        const link = used[0];
        if (!link) return null;
        const confirmed = await tx
          .update(users)
          .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = lower(${link.email})`))
          .returning({ id: users.id });
        if (confirmed[0]) await announceSessionChange(tx, { kind: "user", userId: confirmed[0].id });
        return confirmed[0]?.id ?? null;
      });
    },
  };
}

export type EmailConfirmationRepository = ReturnType<typeof createEmailConfirmationRepository>;
