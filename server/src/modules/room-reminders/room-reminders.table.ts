import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { REMINDER_KINDS } from "#shared/schemas/room-reminders.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { users } from "../users/users.table.ts";

/**
 * Every reminder sent: the primary key makes it exactly one per session, recipient and kind whatever the
 * number of app servers (a pass claims its rows with `on conflict do nothing` in the transaction that
 * queues the e-mails).
 */
export const roomReminders = pgTable(
  "room_reminders",
  {
    sessionId: integer()
      .notNull()
      .references(() => scheduledSessions.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: REMINDER_KINDS }).notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId, table.kind] })],
);

/** An account's choice about lesson reminders; no row means on. */
export const reminderSettings = pgTable("reminder_settings", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sessionReminders: boolean().notNull(),
});
