/**
 * The two-factor columns of an account. Every change is one conditional UPDATE on the value read before
 * it, so two requests racing with the same code cannot both use it (a compare-and-swap on the sealed
 * secret, which carries the last time step used). Each change is announced to the session caches
 * (decision 034): a signed-in request carries the account's row.
 */
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { users } from "../users/users.table.ts";

export function createTwoFactorRepository(db: Database) {
  return {
    /** Keeps a new secret pending until a code from it is confirmed; false when two-factor is already on. */
    async savePendingSecret(userId: number, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpSecret: sealedSecret })
        .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      if (rows.length > 0) await announceSessionChange(db, { kind: "user", userId });
      return rows.length > 0;
    },

    /** Turns two-factor on with the confirmed secret and the recovery codes' digests. */
    async enable(
      userId: number,
      change: { pendingSecret: string; sealedSecret: string; recoveryCodeHashes: string[] },
    ): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          totpSecret: change.sealedSecret,
          totpEnabledAt: new Date(),
          totpRecoveryCodeHashes: change.recoveryCodeHashes,
        })
        .where(
          and(eq(users.id, userId), isNull(users.totpEnabledAt), eq(users.totpSecret, change.pendingSecret)),
        )
        .returning({ id: users.id });
      if (rows.length > 0) await announceSessionChange(db, { kind: "user", userId });
      return rows.length > 0;
    },

    /** Replaces the sealed secret (with a later last-used step) only if it is still the one read. */
    async replaceSecret(userId: number, expected: string, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpSecret: sealedSecret })
        .where(and(eq(users.id, userId), isNotNull(users.totpEnabledAt), eq(users.totpSecret, expected)))
        .returning({ id: users.id });
      if (rows.length > 0) await announceSessionChange(db, { kind: "user", userId });
      return rows.length > 0;
    },

    /** Uses up one recovery code: true once, false for an unknown or already used code. */
    async consumeRecoveryCode(userId: number, digest: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpRecoveryCodeHashes: sql`array_remove(${users.totpRecoveryCodeHashes}, ${digest})` })
        .where(
          and(
            eq(users.id, userId),
            isNotNull(users.totpEnabledAt),
            sql`${digest} = ANY(${users.totpRecoveryCodeHashes})`,
          ),
        )
        .returning({ id: users.id });
      if (rows.length > 0) await announceSessionChange(db, { kind: "user", userId });
      return rows.length > 0;
    },

    async disable(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpRecoveryCodeHashes: [] })
        .where(eq(users.id, userId));
      await announceSessionChange(db, { kind: "user", userId });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
