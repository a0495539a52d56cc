/** The absolute links the server sends (e-mails, registration URLs), built from the client's `paths`. */
import { paths } from "#shared/config/paths.ts";
import { calendarFeedPath } from "#shared/schemas/calendar-feed.ts";

export function appLinks(appUrl: string) {
  return {
    signIn: `${appUrl}${paths.auth}`,
    resetPassword: (token: string) => `${appUrl}${paths.resetPasswordLink(token)}`,
    invite: (token: string) => `${appUrl}${paths.inviteLink(token)}`,
    register: (code: string) => `${appUrl}${paths.register(code)}`,
    sharedReport: (token: string) => `${appUrl}${paths.sharedReport(token)}`,
    messageThread: (id: number) => `${appUrl}${paths.messageThread(id)}`,
    calendarFeed: (token: string) => `${appUrl}${calendarFeedPath(token)}`,
    studentSession: (id: number) => `${appUrl}${paths.studentSession(id)}`,
    studentSchedule: `${appUrl}${paths.studentSchedule}`,
  };
}
