/**
 * The notices of something someone wrote: a Partner With Us enquiry for support, and a new message for
 * its reader (never its text). Every inserted value is escaped.
 */
import { type EmailBrand, type EmailContent, emailButton, emailLayout } from "#shared/email/layout.ts";
import { escapeHtml } from "#shared/html.ts";
import type { Enquiry } from "#shared/schemas/enquiries.ts";

export function enquiryNotificationEmail(
  brand: EmailBrand,
  enquiry: Omit<Enquiry, "id" | "createdAt">,
): EmailContent {
  const rows: Array<[string, string]> = [
    ["Full Name", enquiry.fullName],
    ["Company Name", enquiry.companyName],
    ["Role within Company", enquiry.role],
    ["Email Address", enquiry.email],
    ["Phone Number", enquiry.phone],
    ["Company Size", enquiry.companySize],
    ["Message", enquiry.message ?? ""],
  ];
  return {
    subject: `New partnership enquiry from ${enquiry.companyName}`,
    html: emailLayout(
      brand,
      "New partnership enquiry",
      `<table style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><td style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`).join("")}</table>`,
    ),
    text: rows.map(([k, v]) => `${k}: ${v}`).join("\n"),
  };
}

/** The notice's subject names its sender: an erasure finds the notices that named the family by it. */
export const newMessageSubject = (brand: EmailBrand, senderName: string) =>
  `New message from ${senderName} on ${brand.name}`;

/**
 * The notice of a new message (decision 028). It never carries the message's text: the reader signs in
 * to read it, where the school's safeguarding rules apply.
 */
export function newMessageEmail(
  brand: EmailBrand,
  input: { fullName: string; senderName: string; threadUrl: string },
): EmailContent {
  return {
    subject: newMessageSubject(brand, input.senderName),
    html: emailLayout(
      brand,
      "You have a new message",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(input.senderName)} has sent you a message. Sign in to read it and reply.</p>${emailButton(input.threadUrl, "Read the message")}<p>Messages are visible to the school's safeguarding team.</p>`,
    ),
    text: `Hello ${input.fullName},\n\n${input.senderName} has sent you a message. Sign in to read it and reply:\n${input.threadUrl}\n\nMessages are visible to the school's safeguarding team.`,
  };
}
