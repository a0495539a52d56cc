/**
 * The e-mails about an account: its sign-in details, links to reset a password or confirm an address,
 * invitations, and the notices of a changed address or an erased account. Every inserted value is escaped.
 */
import {
  type EmailBrand,
  type EmailContent,
  emailButton,
  emailDetailsTable,
  emailLayout,
} from "#shared/email/layout.ts";
import { escapeHtml } from "#shared/html.ts";
import { ukTime } from "./uk-time.ts";

/** A new account's username and temporary password, as the welcome and teacher e-mails show them. */
const signInDetails = (input: { username: string; password: string }) =>
  emailDetailsTable([
    ["Username", `<strong>${escapeHtml(input.username)}</strong>`],
    ["Temporary password", `<strong>${escapeHtml(input.password)}</strong>`],
  ]);

export function usernameRecoveryEmail(
  brand: EmailBrand,
  input: { fullName: string; usernames: string[]; signInUrl: string },
): EmailContent {
  const list = input.usernames.map((u) => `<li><strong>${escapeHtml(u)}</strong></li>`).join("");
  return {
    subject: `Your ${brand.name} username`,
    html: emailLayout(
      brand,
      "Your username",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>You asked us to remind you of the username registered to this e-mail address:</p><ul>${list}</ul>${emailButton(input.signInUrl, "Sign in")}<p>If you did not ask for this, you can ignore this e-mail.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nThe username registered to this e-mail address: ${input.usernames.join(", ")}\n\nSign in: ${input.signInUrl}\n\nIf you did not ask for this, you can ignore this e-mail.`,
  };
}

/** Sent to the old address when an account's e-mail changes, so a hijacked account does not go unnoticed. */
export function emailChangedEmail(
  brand: EmailBrand,
  input: { fullName: string; newEmail: string },
): EmailContent {
  return {
    subject: `Your ${brand.name} e-mail address was changed`,
    html: emailLayout(
      brand,
      "Your e-mail address was changed",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>The e-mail address of your account is now <strong>${escapeHtml(input.newEmail)}</strong>. We will send account e-mails there from now on.</p><p>If you did not make this change, contact us at ${escapeHtml(brand.supportEmail)} straight away.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nThe e-mail address of your account is now ${input.newEmail}. We will send account e-mails there from now on.\n\nIf you did not make this change, contact us at ${brand.supportEmail} straight away.`,
  };
}

export function passwordResetEmail(
  brand: EmailBrand,
  input: { fullName: string; resetUrl: string },
): EmailContent {
  return {
    subject: `Reset your ${brand.name} password`,
    html: emailLayout(
      brand,
      "Reset your password",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>Use the button below to choose a new password. The link works once and expires in 1 hour.</p>${emailButton(input.resetUrl, "Choose a new password")}<p>If you did not ask for this, you can ignore this e-mail; your password stays as it is.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nChoose a new password (the link works once and expires in 1 hour):\n${input.resetUrl}\n\nIf you did not ask for this, you can ignore this e-mail.`,
  };
}

/** The link that confirms a new account's address; resets and reminders wait for it. */
export function emailConfirmationEmail(
  brand: EmailBrand,
  input: { fullName: string; confirmUrl: string },
): EmailContent {
  return {
    subject: `Confirm your e-mail address for ${brand.name}`,
    html: emailLayout(
      brand,
      "Confirm your e-mail address",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>Please confirm that this address is yours, so we can help you if you forget your password. The link works once and expires in 7 days.</p>${emailButton(input.confirmUrl, "Confirm my e-mail address")}<p>If you did not create an account, you can ignore this e-mail.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nPlease confirm that this address is yours, so we can help you if you forget your password (the link works once and expires in 7 days):\n${input.confirmUrl}\n\nIf you did not create an account, you can ignore this e-mail.`,
  };
}

export function welcomeCredentialsEmail(
  brand: EmailBrand,
  input: {
    fullName: string;
    username: string;
    password: string;
    signInUrl: string;
    companyName?: string | null;
  },
): EmailContent {
  const intro = input.companyName
    ? `${escapeHtml(input.companyName)} has given your family access to ${escapeHtml(brand.name)}: live online group lessons, recordings and learning resources for your children.`
    : `Your family now has access to ${escapeHtml(brand.name)}: live online group lessons, recordings and learning resources for your children.`;
  return {
    subject: `Welcome to ${brand.name}: your sign-in details`,
    html: emailLayout(
      brand,
      `Welcome to ${brand.name}`,
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${intro}</p>${signInDetails(input)}${emailButton(input.signInUrl, "Sign in")}<p>You will be asked to choose your own password when you first sign in.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nWelcome to ${brand.name}.\nUsername: ${input.username}\nTemporary password: ${input.password}\nSign in: ${input.signInUrl}\n\nYou will be asked to choose your own password when you first sign in.`,
  };
}

export function teacherInviteEmail(
  brand: EmailBrand,
  input: { fullName: string; username: string; password: string; signInUrl: string },
): EmailContent {
  return {
    subject: `You have been added as a teacher on ${brand.name}`,
    html: emailLayout(
      brand,
      "Welcome to the teaching team",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>An administrator has created your teacher account.</p>${signInDetails(input)}${emailButton(input.signInUrl, "Sign in")}<p>Choose Tutor under "I am a" when you sign in. You will be asked to choose your own password first.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nAn administrator has created your teacher account.\nUsername: ${input.username}\nTemporary password: ${input.password}\nSign in: ${input.signInUrl}\n\nChoose Tutor under "I am a" when you sign in. You will be asked to choose your own password first.`,
  };
}

export function invitationEmail(
  brand: EmailBrand,
  input: { fullName: string; companyName: string; inviteUrl: string; expiresAt: Date },
): EmailContent {
  const expires = input.expiresAt.toUTCString();
  return {
    subject: `${input.companyName} has invited you to ${brand.name}`,
    html: emailLayout(
      brand,
      "You're invited",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(input.companyName)} offers your family ${escapeHtml(brand.name)} as a staff benefit. Create your account with the link below; it works once and expires on ${escapeHtml(expires)}.</p>${emailButton(input.inviteUrl, "Create your account")}`,
    ),
    text: `Hello ${input.fullName},\n\n${input.companyName} offers your family ${brand.name} as a staff benefit. Create your account (the link works once and expires on ${expires}):\n${input.inviteUrl}`,
  };
}

/** The kind of the e-mail below in the mail queue. */
export const EXISTING_ACCOUNT_NOTICE_KIND = "employer-benefit-existing-account";

/**
 * Sent instead of an invitation (or a new account's sign-in) when an employer invites an address that
 * already has an account: nothing was made or changed, and how to use the benefit with that account.
 * Taking the existing account into the employer's benefit is done with the employer's HR team for now.
 */
export function employerBenefitForExistingAccountEmail(
  brand: EmailBrand,
  input: { fullName: string; companyName: string; signInUrl: string },
): EmailContent {
  const company = input.companyName;
  const offer = `${company} has invited you to ${brand.name} as a staff benefit. You already have an account with us at this e-mail address, so we have not made a new one and nothing about your account has changed.`;
  const next = `To use the benefit with your existing account, keeping your children and their history, sign in as usual and contact your HR team at ${company}, or reply to this e-mail and we will help. If you did not expect this, you can ignore it.`;
  return {
    subject: `${company} has invited you to ${brand.name}`,
    html: emailLayout(
      brand,
      "Your employer's benefit",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(offer)}</p><p>${escapeHtml(next)}</p>${emailButton(input.signInUrl, "Sign in")}`,
    ),
    text: `Hello ${input.fullName},\n\n${offer}\n\n${next}\n\nSign in: ${input.signInUrl}`,
  };
}

/**
 * Sent to the address an erased family account had (decision 030): what was erased and what was kept, so
 * the family holds a record of its request having been carried out.
 */
export function accountErasedEmail(
  brand: EmailBrand,
  input: { fullName: string; requestedBy: "self" | "admin"; erasedAt: Date },
): EmailContent {
  const when = ukTime(input.erasedAt);
  const how = input.requestedBy === "self" ? "As you asked from your account page" : "As you asked us";
  const erased =
    'your account, your children\'s details, your bookings of sessions still to come, your calendar feed, your sign-in history, and the text of your messages (each now reads "Message removed")';
  const kept =
    "Counts that name nobody stay in our records and your employer's reports: past sessions booked and attended, and recordings watched, with no link to you or your children.";
  return {
    subject: `Your ${brand.name} account has been deleted`,
    html: emailLayout(
      brand,
      "Your account has been deleted",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(how)}, on ${escapeHtml(when)} we deleted ${escapeHtml(erased)}.</p><p>${escapeHtml(kept)}</p><p>You cannot sign in any more. If you did not ask for this, contact us at ${escapeHtml(brand.supportEmail)}.</p>`,
    ),
    text: `Hello ${input.fullName},\n\n${how}, on ${when} we deleted ${erased}.\n\n${kept}\n\nYou cannot sign in any more. If you did not ask for this, contact us at ${brand.supportEmail}.`,
  };
}
