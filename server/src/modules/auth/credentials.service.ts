/**
 * Replacing an account's password is one transaction (issue 14 item 9, ASVS 3.3.3): the new hash, the end
 * of the account's other sessions and of its calendar feed, the end of its outstanding reset links and —
 * for a reset — the use of the link all happen, or none does. A failure half-way can neither leave old
 * sessions signed in nor burn the link the person still needs.
 */
import type { Database } from "../../db/client.ts";
import { createCalendarFeedRepository } from "../calendar-feed/calendar-feed.repository.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createLoginSessionsRepository } from "./login-sessions.repository.ts";
import { createPasswordResetsRepository } from "./password-resets.repository.ts";

/**
 * What a new password ends besides the old one: every other session of the account, and its calendar feed,
 * whose address reads the family's sessions without signing in as a session would (decision 046). A leaked
 * address must not outlive the password change that was meant to shut everyone else out; the family turns
 * on a new feed.
 */
async function endOtherAccess(tx: Database, userId: number, keepSessionId?: string): Promise<void> {
  await createLoginSessionsRepository(tx).deleteAllForUser(userId, keepSessionId);
  await createCalendarFeedRepository(tx).remove(userId);
}

/** A signed-in change: every session but `keepSessionId` ends, and the calendar feed. */
export async function changePassword(
  db: Database,
  change: { userId: number; passwordHash: string; keepSessionId?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await createUsersRepository(tx).setPassword(change.userId, change.passwordHash);
    await endOtherAccess(tx, change.userId, change.keepSessionId);
    await createPasswordResetsRepository(tx).revokeAllForUser(change.userId);
  });
}

/** A reset by e-mailed link: the link is used up with the change; null when it is unknown, used or expired. */
export async function resetPassword(
  db: Database,
  reset: { token: string; passwordHash: string },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const resets = createPasswordResetsRepository(tx);
    const userId = await resets.consume(reset.token);
    if (userId === null) return null;
    await createUsersRepository(tx).setPassword(userId, reset.passwordHash);
    await endOtherAccess(tx, userId);
    await resets.revokeAllForUser(userId);
    return userId;
  });
}
