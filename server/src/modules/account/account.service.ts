/**
 * A family's data rights (decision 030): the export document, built from the family's own rows only,
 * and the erasure, one transaction followed by the confirmation e-mail.
 */

import type { Brand } from "#shared/config/brand.ts";
import type { AccountExport } from "#shared/schemas/account.ts";
import { HIDDEN_MESSAGE_TEXT, REMOVED_MESSAGE_TEXT } from "#shared/schemas/messages.ts";
import { verifyPassword } from "../../lib/password.ts";
import type { SignInEventsRepository } from "../auth/sign-in-events.repository.ts";
import { accountErasedEmail } from "../mail/account.templates.ts";
import type { Mailer } from "../mail/mailer.ts";
import { newMessageSubject } from "../mail/notices.templates.ts";
import { accountPasswordIncorrect, familyNotFound } from "./account.errors.ts";
import type { AccountRepository } from "./account.repository.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export type AccountServiceDeps = {
  accountRepo: AccountRepository;
  signInEvents: Pick<SignInEventsRepository, "listFor">;
  mailer: Mailer;
  brand: Brand;
};

export function createAccountService({ accountRepo: repo, signInEvents, mailer, brand }: AccountServiceDeps) {
  async function familyOrNotFound(userId: number) {
    const family = await repo.findFamily(userId);
    if (!family) throw familyNotFound();
    return family;
  }

  /**
   * Erases a family account (by itself, or by an admin on its request) and e-mails the address it had.
   * The e-mail goes after the transaction commits, so it never announces an erasure that rolled back.
   */
  async function erase(userId: number, by: { requestedBy: "self" | "admin"; erasedBy: number | null }) {
    const { user } = await familyOrNotFound(userId);
    const erasure = await repo.erase({
      userId,
      username: user.username,
      email: user.email,
      companyId: user.companyId,
      messageNoticeSubject: newMessageSubject(brand, user.fullName),
      ...by,
    });
    if (!user.emailGenerated) {
      await mailer.send(
        user.email,
        "account-erased",
        accountErasedEmail(brand, {
          fullName: user.fullName,
          requestedBy: by.requestedBy,
          erasedAt: erasure.erasedAt,
        }),
        // Once delivered, nothing in the outbox names the erased family either.
        { forgetOnceSent: true },
      );
    }
    return erasure;
  }

  return {
    searchFamilies: repo.searchFamilies,

    /** Everything the platform holds about one family account, as the family itself reads it. */
    async exportFor(userId: number, now = new Date()): Promise<AccountExport> {
      const { user, companyName } = await familyOrNotFound(userId);
      const [feed, children, bookings, attendance, views, threads, signIns] = await Promise.all([
        repo.calendarFeedOf(userId),
        repo.childrenOf(userId),
        repo.bookingsOf(userId),
        repo.attendanceOf(userId),
        repo.recordingViewsOf(userId),
        repo.threadsOf(userId),
        signInEvents.listFor(userId),
      ]);
      return {
        exportedAt: now.toISOString(),
        account: {
          fullName: user.fullName,
          username: user.username,
          email: user.email,
          role: user.role,
          companyName,
          createdAt: user.createdAt.toISOString(),
          activatedAt: iso(user.activatedAt),
        },
        settings: {
          calendarFeed: {
            enabled: feed !== null,
            createdAt: iso(feed?.createdAt ?? null),
            lastFetchedAt: iso(feed?.lastFetchedAt ?? null),
          },
          twoFactorSignIn: { enabled: user.totpEnabledAt !== null, enabledAt: iso(user.totpEnabledAt) },
        },
        children: children.map((child) => ({ ...child, createdAt: child.createdAt.toISOString() })),
        bookings: bookings.map((booking) => ({
          ...booking,
          scheduledFor: booking.scheduledFor.toISOString(),
          bookedAt: booking.bookedAt.toISOString(),
        })),
        attendance: attendance.map((mark) => ({
          ...mark,
          scheduledFor: mark.scheduledFor.toISOString(),
          markedAt: mark.markedAt.toISOString(),
        })),
        recordingViews: views.map((view) => ({ ...view, viewedAt: view.viewedAt.toISOString() })),
        messageThreads: threads.map((thread) => ({
          tutorName: thread.tutorName,
          startedAt: thread.createdAt.toISOString(),
          messages: thread.messages.map(({ message, senderName }) => ({
            from: message.senderRole === "parent" ? ("you" as const) : ("tutor" as const),
            senderName,
            // What the family reads on /messages: the school's notice in place of a hidden message.
            body: message.removedAt
              ? REMOVED_MESSAGE_TEXT
              : message.hiddenAt
                ? HIDDEN_MESSAGE_TEXT
                : message.body,
            sentAt: message.createdAt.toISOString(),
            hiddenBySchool: message.hiddenAt !== null,
          })),
        })),
        signInHistory: signIns.map((event) => ({
          at: event.at.toISOString(),
          succeeded: event.succeeded,
          address: event.addressKey,
          browser: event.userAgent,
        })),
      };
    },

    erase,

    /** The family erases its own account, confirmed by its password. */
    async eraseOwn(user: { id: number; passwordHash: string | null }, password: string) {
      if (!(await verifyPassword(user.passwordHash, password))) throw accountPasswordIncorrect();
      return erase(user.id, { requestedBy: "self", erasedBy: null });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
