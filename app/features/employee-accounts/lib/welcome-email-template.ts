/**
 * The HTML welcome e-mail template offered on the CSV Upload tab [1§2]: HR sends it to employees with
 * their credentials. It is the template the server answers a bulk generation with (shared/email), here
 * before a company is chosen; placeholders in double braces are filled in by the sender's mail-merge tool.
 */
import { brand } from "#app/config/brand.ts";
import { welcomeEmailTemplate as hrWelcomeTemplate } from "#shared/email/welcome-template.ts";

export function welcomeEmailTemplate({ brandName, signInUrl }: { brandName: string; signInUrl: string }) {
  return hrWelcomeTemplate({ brandName, supportEmail: brand.supportEmail, signInUrl });
}
