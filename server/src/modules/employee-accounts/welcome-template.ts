/**
 * The HTML welcome e-mail HR sends to generated accounts, for their company: the one template the CSV
 * Upload tab offers too (shared/email/welcome-template.ts).
 */
export { welcomeEmailTemplate as bulkWelcomeTemplate } from "#shared/email/welcome-template.ts";
