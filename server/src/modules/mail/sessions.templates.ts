/**
 * The e-mails about teaching sessions a family booked: bookings confirmed, sessions cancelled, and the
 * recording of a lesson a child missed. Every inserted value is escaped.
 */
import { type EmailBrand, type EmailContent, emailButton, emailLayout } from "#shared/email/layout.ts";
import { escapeHtml } from "#shared/html.ts";
import { ukTime } from "./uk-time.ts";

/**
 * Sent once per recording to each family whose booked child was marked absent from the session it records
 * (decision 027): the link opens the session's page, where the recording plays.
 */
export function catchUpRecordingEmail(
  brand: EmailBrand,
  input: {
    fullName: string;
    childLabels: string[];
    sessionTitle: string;
    subject: string;
    recordingUrl: string;
  },
): EmailContent {
  const children = input.childLabels.join(" and ");
  return {
    subject: `Catch up: the recording of ${input.sessionTitle} is ready`,
    html: emailLayout(
      brand,
      "Catch up on the lesson you missed",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(children)} missed <strong>${escapeHtml(input.sessionTitle)}</strong> (${escapeHtml(input.subject)}). The recording is now ready, so they can catch up whenever suits you.</p>${emailButton(input.recordingUrl, "Watch the recording")}`,
    ),
    text: `Hello ${input.fullName},\n\n${children} missed ${input.sessionTitle} (${input.subject}). The recording is now ready, so they can catch up whenever suits you.\n\nWatch the recording: ${input.recordingUrl}`,
  };
}

/** Whose seats a booking e-mail confirms, in which session. */
type BookedSeats = { fullName: string; childLabel: string; title: string; subject: string };

/** Sent to a family when it books a child's seat in a group session (DECISIONS.md group bookings). */
export function bookingConfirmedEmail(
  brand: EmailBrand,
  input: BookedSeats & { startsAt: Date; sessionUrl: string },
): EmailContent {
  const when = ukTime(input.startsAt, { weekday: true });
  return {
    subject: `Booked: ${input.title} on ${when}`,
    html: emailLayout(
      brand,
      "Your booking is confirmed",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p><strong>${escapeHtml(input.childLabel)}</strong> has a seat in <strong>${escapeHtml(input.title)}</strong> (${escapeHtml(input.subject)}) on ${escapeHtml(when)}.</p>${emailButton(input.sessionUrl, "View the session")}<p>You can cancel the booking from the session's page until it starts.</p>`,
    ),
    text: `Hello ${input.fullName},\n\n${input.childLabel} has a seat in ${input.title} (${input.subject}) on ${when}.\n\nView the session: ${input.sessionUrl}\n\nYou can cancel the booking from the session's page until it starts.`,
  };
}

/** Sent once when a family books a child into the remaining sessions of a weekly series: every new seat in one e-mail. */
export function seriesBookedEmail(
  brand: EmailBrand,
  input: BookedSeats & { startsAt: Date[]; full: number; scheduleUrl: string },
): EmailContent {
  const dates = input.startsAt.map((startsAt) => ukTime(startsAt, { weekday: true }));
  const count = dates.length === 1 ? "1 session" : `${dates.length} sessions`;
  const fullLine =
    input.full === 0
      ? ""
      : `${input.full === 1 ? "1 session was" : `${input.full} sessions were`} already full, so no seat was booked there.`;
  return {
    subject: `Booked: ${count} of ${input.title}`,
    html: emailLayout(
      brand,
      "Your bookings are confirmed",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p><strong>${escapeHtml(input.childLabel)}</strong> has a seat in ${escapeHtml(count)} of <strong>${escapeHtml(input.title)}</strong> (${escapeHtml(input.subject)}):</p><ul>${dates.map((date) => `<li>${escapeHtml(date)}</li>`).join("")}</ul>${fullLine ? `<p>${escapeHtml(fullLine)}</p>` : ""}${emailButton(input.scheduleUrl, "View the schedule")}<p>You can cancel each booking from its session's page until it starts.</p>`,
    ),
    text: `Hello ${input.fullName},\n\n${input.childLabel} has a seat in ${count} of ${input.title} (${input.subject}):\n${dates.map((date) => `- ${date}`).join("\n")}\n${fullLine ? `\n${fullLine}\n` : ""}\nView the schedule: ${input.scheduleUrl}\n\nYou can cancel each booking from its session's page until it starts.`,
  };
}

/**
 * Sent once to each family with a child booked into sessions of a weekly series the school cancels from
 * one session on (DECISIONS.md "Journeys that real use showed"): every cancelled date in one e-mail.
 */
export function seriesCancelledEmail(
  brand: EmailBrand,
  input: { fullName: string; childLabels: string[]; title: string; startsAt: Date[]; scheduleUrl: string },
): EmailContent {
  const dates = input.startsAt.map((startsAt) => ukTime(startsAt, { weekday: true }));
  const children = input.childLabels.join(" and ");
  const count = dates.length === 1 ? "1 session" : `${dates.length} sessions`;
  return {
    subject: `Cancelled: ${count} of ${input.title}`,
    html: emailLayout(
      brand,
      "Booked sessions have been cancelled",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>We are sorry: these sessions of <strong>${escapeHtml(input.title)}</strong>, booked for ${escapeHtml(children)}, have been cancelled by the school:</p><ul>${dates.map((date) => `<li>${escapeHtml(date)}</li>`).join("")}</ul>${emailButton(input.scheduleUrl, "Find another session")}`,
    ),
    text: `Hello ${input.fullName},\n\nWe are sorry: these sessions of ${input.title}, booked for ${children}, have been cancelled by the school:\n${dates.map((date) => `- ${date}`).join("\n")}\n\nFind another session: ${input.scheduleUrl}`,
  };
}

/** Sent once to each family with a child booked into a session the school cancels. */
export function sessionCancelledEmail(
  brand: EmailBrand,
  input: { fullName: string; childLabels: string[]; title: string; startsAt: Date; scheduleUrl: string },
): EmailContent {
  const when = ukTime(input.startsAt, { weekday: true });
  const children = input.childLabels.join(" and ");
  return {
    subject: `Cancelled: ${input.title} on ${when}`,
    html: emailLayout(
      brand,
      "A booked session has been cancelled",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>We are sorry: <strong>${escapeHtml(input.title)}</strong> on ${escapeHtml(when)}, booked for ${escapeHtml(children)}, has been cancelled by the school.</p>${emailButton(input.scheduleUrl, "Find another session")}`,
    ),
    text: `Hello ${input.fullName},\n\nWe are sorry: ${input.title} on ${when}, booked for ${children}, has been cancelled by the school.\n\nFind another session: ${input.scheduleUrl}`,
  };
}

/**
 * A lesson reminder (decision 053, Reminders), 24 hours or 1 hour before the start: to a family with a child
 * in the session (its children named) or to the session's tutor (no children named), with the link to the
 * session's page, where Join (Start Lesson for the tutor) waits.
 */
export function sessionReminderEmail(
  brand: EmailBrand,
  input: {
    fullName: string;
    title: string;
    subject: string;
    startsAt: Date;
    kind: "24h" | "1h";
    /** The family's children in the session; empty for the tutor. */
    childLabels: string[];
    sessionUrl: string;
  },
): EmailContent {
  const when = ukTime(input.startsAt, { weekday: true });
  const soon = input.kind === "24h" ? "in 24 hours" : "in 1 hour";
  const who = input.childLabels.length > 0 ? ` for ${input.childLabels.join(" and ")}` : "";
  const join =
    input.childLabels.length > 0
      ? "Join the lesson from the session's page when it opens, 15 minutes before the start."
      : "Start the lesson from the session's page when it opens, 15 minutes before the start.";
  return {
    subject: `Reminder: ${input.title} starts ${soon}, on ${when}`,
    html: emailLayout(
      brand,
      `Your lesson starts ${soon}`,
      `<p>Hello ${escapeHtml(input.fullName)},</p><p><strong>${escapeHtml(input.title)}</strong> (${escapeHtml(input.subject)})${escapeHtml(who)} starts on ${escapeHtml(when)}.</p><p>${escapeHtml(join)}</p>${emailButton(input.sessionUrl, "Open the session")}`,
    ),
    text: `Hello ${input.fullName},\n\n${input.title} (${input.subject})${who} starts on ${when}.\n\n${join}\n\nOpen the session: ${input.sessionUrl}`,
  };
}
