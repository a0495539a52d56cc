/** The absolute links the server sends (e-mails, registration URLs), built from the client's `paths`. */
import { paths } from "#shared/config/paths.ts";
import { calendarFeedPath } from "#shared/schemas/calendar-feed.ts";

export function appLinks(appUrl: string) {
  return {
    signIn: `${appUrl}${paths.auth}`,
    resetPassword: (token: string) => `${appUrl}${paths.resetPasswordLink(token)}`,
    invite: (token: string) => `${appUrl}${paths.inviteLink(token)}`,
    confirmEmail: (token: string) => `${appUrl}${paths.confirmEmailLink(token)}`,
    register: (code: string) => `${appUrl}${paths.register(code)}`,
    /** A session's page for the family, where its recording plays once published (decision 027). */
    studentLesson: (id: number) => `${appUrl}${paths.studentLesson(id)}`,
    calendarFeed: (token: string) => `${appUrl}${calendarFeedPath(token)}`,
    sharedReport: (token: string) => `${appUrl}${paths.sharedReport(token)}`,
    studentSession: (id: number) => `${appUrl}${paths.studentSession(id)}`,
    /** A session's page on the tutor screens (the lesson reminders' link for its tutor). */
    tutorSession: (id: number) => `${appUrl}${paths.tutorSession(id)}`,
    studentSchedule: `${appUrl}${paths.studentSchedule}`,
    /** The public pricing page, where a family can buy tuition directly (the leavers' e-mail). */
    pricing: `${appUrl}${paths.pricing}`,
    messageThread: (id: number) => `${appUrl}${paths.messageThread(id)}`,
  };
}
