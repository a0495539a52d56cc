import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../users/users.table.ts";
import { signInEvents } from "./login-sessions.table.ts";

/** How long a successful sign-in from an address vouches for that address (rate limits, decision 029). */
const KNOWN_ADDRESS_DAYS = 90;

export function createSignInEventsRepository(db: Database) {
  return {
    /** One sign-in attempt that named an existing account. */
    async record(event: { userId: number; succeeded: boolean; addressKey: string; userAgent?: string }) {
      await db.insert(signInEvents).values({
        userId: event.userId,
        succeeded: event.succeeded,
        addressKey: event.addressKey,
        userAgent: event.userAgent?.slice(0, 300) ?? null,
      });
    },

    /** Whether the account named by `username` signed in successfully from `addressKey` recently. */
    async isKnownAddress(username: string, addressKey: string): Promise<boolean> {
      const rows = await db
        .select({ id: signInEvents.id })
        .from(signInEvents)
        .innerJoin(users, eq(users.id, signInEvents.userId))
        .where(
          and(
            sql`lower(${users.username}) = lower(${username})`,
            eq(signInEvents.addressKey, addressKey),
            eq(signInEvents.succeeded, true),
            gt(signInEvents.at, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The same for an account known by id (the two-factor code step). */
    async isKnownAddressOf(userId: number, addressKey: string): Promise<boolean> {
      const rows = await db
        .select({ id: signInEvents.id })
        .from(signInEvents)
        .where(
          and(
            eq(signInEvents.userId, userId),
            eq(signInEvents.addressKey, addressKey),
            eq(signInEvents.succeeded, true),
            gt(signInEvents.at, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The account's sign-in history, newest first (a family's data export). */
    async listFor(userId: number) {
      return db
        .select({
          at: signInEvents.at,
          succeeded: signInEvents.succeeded,
          addressKey: signInEvents.addressKey,
          userAgent: signInEvents.userAgent,
        })
        .from(signInEvents)
        .where(eq(signInEvents.userId, userId))
        .orderBy(desc(signInEvents.at));
    },
  };
}

export type SignInEventsRepository = ReturnType<typeof createSignInEventsRepository>;
