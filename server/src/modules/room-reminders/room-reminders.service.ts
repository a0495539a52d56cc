/**
 * Lesson reminders (DECISIONS.md "The lesson room", Reminders; decision 053): 24 hours and 1 hour
 * before a session's start, one e-mail to each family with a child in it and to its tutor, exactly once per
 * session, account and kind whatever the number of servers; and an account's switch to turn them off.
 */
import type { EmailBrand } from "#shared/email/layout.ts";
import type { ReminderSettings } from "#shared/schemas/room-reminders.ts";
import type { appLinks } from "../../config/links.ts";
import type { Transaction } from "../../db/transaction.ts";
import type { OutboxRepository } from "../mail/outbox.repository.ts";
import { sessionReminderEmail } from "../mail/sessions.templates.ts";
import { familyStudentLabel } from "../students/students.rules.ts";
import type { DueReminder, RoomRemindersRepository } from "./room-reminders.repository.ts";

/** The repositories a pass writes, bound to one transaction. */
export type ReminderWrites = { roomReminders: RoomRemindersRepository; outbox: OutboxRepository };

export type RoomRemindersServiceDeps = {
  repo: RoomRemindersRepository;
  transaction: Transaction<ReminderWrites>;
  brand: EmailBrand;
  links: Pick<ReturnType<typeof appLinks>, "studentSession" | "tutorSession">;
};

/** The outbox kind of a reminder e-mail. */
export const REMINDER_EMAIL_KIND = "session-reminder";

export function createRoomRemindersService({ repo, transaction, brand, links }: RoomRemindersServiceDeps) {
  const emailOf = (reminder: DueReminder) => ({
    to: reminder.email,
    kind: REMINDER_EMAIL_KIND,
    content: sessionReminderEmail(brand, {
      fullName: reminder.fullName,
      title: reminder.session.title,
      subject: reminder.session.subject,
      startsAt: reminder.session.scheduledFor,
      kind: reminder.session.kind,
      childLabels: reminder.children.map(familyStudentLabel),
      sessionUrl:
        reminder.role === "tutor"
          ? links.tutorSession(reminder.session.id)
          : links.studentSession(reminder.session.id),
    }),
  });

  return {
    /**
     * One pass at `now`, in one transaction: the reminders due are claimed (`on conflict do nothing`), and
     * the e-mails of the claims this pass won are queued in the outbox, which the mail queue sends (decision
     * 032). A claim therefore exists exactly when its e-mail is queued; a pass on another server at the same
     * moment waits on the claims' key and then wins none of them. Answers how many e-mails it queued.
     */
    async runPass(now: Date = new Date()): Promise<number> {
      return transaction(async ({ roomReminders, outbox }) => {
        const due = await roomReminders.dueRecipients(now);
        const won = await roomReminders.claim(
          due.map((reminder) => ({
            sessionId: reminder.session.id,
            userId: reminder.userId,
            kind: reminder.session.kind,
          })),
        );
        const wonKeys = new Set(won.map((claim) => `${claim.sessionId}:${claim.userId}:${claim.kind}`));
        const emails = due
          .filter((reminder) =>
            wonKeys.has(`${reminder.session.id}:${reminder.userId}:${reminder.session.kind}`),
          )
          .map(emailOf);
        await outbox.enqueueMany(emails);
        return emails.length;
      });
    },

    /** Whether this account gets lesson reminders (each account its own: no one reads another's). */
    async settingsOf(userId: number): Promise<ReminderSettings> {
      return { sessionReminders: await repo.remindersOn(userId) };
    },

    async updateSettings(userId: number, settings: ReminderSettings): Promise<ReminderSettings> {
      await repo.setRemindersOn(userId, settings.sessionReminders);
      return settings;
    },
  };
}

export type RoomRemindersService = ReturnType<typeof createRoomRemindersService>;
