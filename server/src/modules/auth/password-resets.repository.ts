import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { digestToken, newToken } from "../../lib/tokens.ts";
import { passwordResetTokens } from "./login-sessions.table.ts";

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function createPasswordResetsRepository(db: Database) {
  return {
    /** A reset link for the account; `ttlMs` longer for an invitation to choose a first password (SCIM). */
    async create(userId: number, ttlMs = RESET_TOKEN_TTL_MS) {
      const { token, digest } = newToken();
      await db
        .insert(passwordResetTokens)
        .values({ id: digest, userId, expiresAt: new Date(Date.now() + ttlMs) });
      return token;
    },

    /** The link's expiry while it can still be used; null when unknown, used or expired. */
    async findUsable(token: string): Promise<{ expiresAt: Date } | null> {
      const rows = await db
        .select({ expiresAt: passwordResetTokens.expiresAt })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.id, digestToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        );
      return rows[0] ?? null;
    },

    /** Marks the token used in one conditional update; null when unknown, used or expired. */
    async consume(token: string): Promise<number | null> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.id, digestToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return rows[0]?.userId ?? null;
    },

    /** Ends every outstanding link of the account (after a reset or a password change). */
    async revokeAllForUser(userId: number) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
