/**
 * Lesson reminders (DECISIONS.md "The lesson room", Reminders): 24 hours and 1 hour before the
 * start, one e-mail per session, recipient and kind; a family can turn them off on /account.
 */
import { z } from "../zod.ts";

export const REMINDER_KINDS = ["24h", "1h"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** `GET`/`PUT /api/account/reminders`: whether this account gets lesson reminders by e-mail. */
export const reminderSettingsSchema = z.object({
  sessionReminders: z.boolean({ error: "Say whether lesson reminders are on" }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
