/**
 * The welcome e-mail HR sends generated and uploaded accounts with their own mail-merge tool [1§2]: the
 * server answers it with a bulk generation (filled in with the company) and the CSV Upload tab offers it
 * for download (the company not chosen yet: "Your employer"). Brand, company and link are escaped; the
 * {{fullName}}, {{username}}, {{password}} and {{email}} placeholders are for the mail merge.
 */
import { escapeHtml } from "../html.ts";
import { emailButton, emailDetailsTable, emailLayout } from "./layout.ts";

export function welcomeEmailTemplate(input: {
  brandName: string;
  supportEmail: string;
  /** The employer's name; absent, the text says "Your employer". */
  companyName?: string;
  signInUrl: string;
}): string {
  const brand = escapeHtml(input.brandName);
  const employer = input.companyName === undefined ? "Your employer" : escapeHtml(input.companyName);
  const details = emailDetailsTable([
    ["Username", "<strong>{{username}}</strong>"],
    ["Temporary password", "<strong>{{password}}</strong>"],
    ["E-mail", "{{email}}"],
  ]);
  return emailLayout(
    { name: input.brandName, supportEmail: input.supportEmail },
    `Welcome to ${input.brandName}`,
    [
      "<p>Hello {{fullName}},</p>",
      `<p>${employer} has given your family access to ${brand} as a staff benefit: live online group lessons, recordings and learning resources for your children.</p>`,
      details,
      emailButton(input.signInUrl, "Sign in"),
      `<p>Choose Parent under "I am a" when you sign in. You will be asked to choose your own password first.</p>`,
    ].join("\n"),
  );
}
