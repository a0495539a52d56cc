/**
 * The invitation an admin sends a company's HR manager (DECISIONS.md "HR managers"): to manage the
 * company's benefit on the employer's screen, with the link that makes the account. Every inserted value
 * is escaped.
 */
import { type EmailBrand, type EmailContent, emailButton, emailLayout } from "#shared/email/layout.ts";
import { escapeHtml } from "#shared/html.ts";

export function hrManagerInvitationEmail(
  brand: EmailBrand,
  input: { fullName: string; companyName: string; inviteUrl: string; expiresAt: Date },
): EmailContent {
  const expires = input.expiresAt.toUTCString();
  const invited = `You have been invited to manage ${input.companyName}'s benefit on ${brand.name}: its places, its employees' accounts and invitations, leavers, registration codes and the utilisation report.`;
  const how = `Create your account with the link below and sign in as "Employer". The link works once and expires on ${expires}.`;
  return {
    subject: `Manage ${input.companyName}'s benefit on ${brand.name}`,
    html: emailLayout(
      brand,
      "You're invited to manage your organisation's benefit",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(invited)}</p><p>${escapeHtml(how)}</p>${emailButton(input.inviteUrl, "Create your account")}`,
    ),
    text: `Hello ${input.fullName},\n\n${invited}\n\n${how}\n${input.inviteUrl}`,
  };
}
