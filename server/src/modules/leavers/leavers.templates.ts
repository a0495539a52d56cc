/**
 * The one e-mail a family gets when marked as a leaver: when its organisation's access ends and how to
 * carry on as a family buying directly. Every inserted value is escaped.
 */
import { type EmailBrand, type EmailContent, emailButton, emailLayout } from "#shared/email/layout.ts";
import { escapeHtml } from "#shared/html.ts";

export function leaverEmail(
  brand: EmailBrand,
  input: { fullName: string; companyName: string; endsOn: string; pricingUrl: string },
): EmailContent {
  const ends = `Your access to ${brand.name} through ${input.companyName} ends on ${input.endsOn}.`;
  const after =
    "From that date you can no longer sign in with this account and any sessions booked after it are cancelled. Your family's records are kept.";
  const carryOn = `To carry on learning with ${brand.name}, you can buy tuition directly as a family:`;
  return {
    subject: `Your ${brand.name} access through ${input.companyName} ends on ${input.endsOn}`,
    html: emailLayout(
      brand,
      "Your access through your organisation is ending",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(ends)}</p><p>${escapeHtml(after)}</p><p>${escapeHtml(carryOn)}</p>${emailButton(input.pricingUrl, "See family prices")}`,
    ),
    text: `Hello ${input.fullName},\n\n${ends}\n\n${after}\n\n${carryOn}\n${input.pricingUrl}`,
  };
}
