/**
 * The e-mail a family receives when its account is linked to its organisation's sign-in (decision 056
 * "Single sign-on"): from then on the organisation's provider opens the account without its password, so a
 * link nobody asked for must not go unnoticed. Every inserted value is escaped.
 */
import { type EmailBrand, type EmailContent, emailButton, emailLayout } from "#shared/email/layout.ts";
import { escapeHtml } from "#shared/html.ts";

export function ssoLinkedEmail(
  brand: EmailBrand,
  input: { fullName: string; accountUrl: string },
): EmailContent {
  const what = `Your ${brand.name} account is now linked to your organisation's sign-in: "Sign in with your organisation" on the sign-in page opens it without your password.`;
  const undo = `If you did not link it, open Profile Settings (${input.accountUrl}), choose "Unlink" under "Sign in with your organisation", then change your password.`;
  return {
    subject: `Your organisation's sign-in is linked to your ${brand.name} account`,
    html: emailLayout(
      brand,
      "Organisation sign-in linked",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(what)}</p><p>${escapeHtml(undo)}</p>${emailButton(input.accountUrl, "Open Profile Settings")}`,
    ),
    text: `Hello ${input.fullName},\n\n${what}\n\n${undo}\n`,
  };
}
