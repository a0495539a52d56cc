/**
 * The e-mail an employee made by their employer's HR system receives (DECISIONS.md "Provisioning"): an
 * invitation to choose a password, through a single-use link of the password-reset kind. Every inserted
 * value is escaped.
 */
import { type EmailBrand, type EmailContent, emailButton, emailLayout } from "#shared/email/layout.ts";
import { escapeHtml } from "#shared/html.ts";

/** How long the invitation's link works: a week, as an e-mailed invitation to register does. */
export const SCIM_INVITATION_DAYS = 7;

export function scimInvitationEmail(
  brand: EmailBrand,
  input: { fullName: string; companyName: string; username: string; choosePasswordUrl: string },
): EmailContent {
  const offer = `${input.companyName} offers your family ${brand.name} as a staff benefit, and has made your account.`;
  const how = `Choose your password with the link below; it works once and expires in ${SCIM_INVITATION_DAYS} days. After that, "Forgot password" on the sign-in page sends a new one.`;
  return {
    subject: `${input.companyName} has made you a ${brand.name} account`,
    html: emailLayout(
      brand,
      "Your account is ready",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(offer)}</p><p>Your username is <strong>${escapeHtml(input.username)}</strong>.</p><p>${escapeHtml(how)}</p>${emailButton(input.choosePasswordUrl, "Choose your password")}`,
    ),
    text: `Hello ${input.fullName},\n\n${offer}\n\nYour username is ${input.username}.\n\n${how}\n${input.choosePasswordUrl}`,
  };
}
