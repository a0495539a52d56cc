/** E-mail templates. Every inserted value is escaped. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export type EmailContent = { subject: string; html: string; text: string };

type Brand = { name: string; supportEmail: string };

function layout(brand: Brand, title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;color:#1e3a8a">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(brand.name)} · <a href="mailto:${escapeHtml(brand.supportEmail)}">${escapeHtml(brand.supportEmail)}</a></p>
</div></body></html>`;
}

function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

export function usernameRecoveryEmail(
  brand: Brand,
  input: { fullName: string; usernames: string[]; signInUrl: string },
): EmailContent {
  const list = input.usernames.map((u) => `<li><strong>${escapeHtml(u)}</strong></li>`).join("");
  return {
    subject: `Your ${brand.name} username`,
    html: layout(
      brand,
      "Your username",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>You asked us to remind you of the username registered to this e-mail address:</p><ul>${list}</ul>${button(input.signInUrl, "Sign in")}<p>If you did not ask for this, you can ignore this e-mail.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nThe username registered to this e-mail address: ${input.usernames.join(", ")}\n\nSign in: ${input.signInUrl}\n\nIf you did not ask for this, you can ignore this e-mail.`,
  };
}

/** Sent to the old address when an account's e-mail changes, so a hijacked account does not go unnoticed. */
export function emailChangedEmail(brand: Brand, input: { fullName: string; newEmail: string }): EmailContent {
  return {
    subject: `Your ${brand.name} e-mail address was changed`,
    html: layout(
      brand,
      "Your e-mail address was changed",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>The e-mail address of your account is now <strong>${escapeHtml(input.newEmail)}</strong>. We will send account e-mails there from now on.</p><p>If you did not make this change, contact us at ${escapeHtml(brand.supportEmail)} straight away.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nThe e-mail address of your account is now ${input.newEmail}. We will send account e-mails there from now on.\n\nIf you did not make this change, contact us at ${brand.supportEmail} straight away.`,
  };
}

/**
 * Sent once per recording to each family whose booked child was marked absent from the session it records
 * (decision 027): the link opens the session's page, where the recording plays.
 */
export function catchUpRecordingEmail(
  brand: Brand,
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
    html: layout(
      brand,
      "Catch up on the lesson you missed",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(children)} missed <strong>${escapeHtml(input.sessionTitle)}</strong> (${escapeHtml(input.subject)}). The recording is now ready, so they can catch up whenever suits you.</p>${button(input.recordingUrl, "Watch the recording")}`,
    ),
    text: `Hello ${input.fullName},\n\n${children} missed ${input.sessionTitle} (${input.subject}). The recording is now ready, so they can catch up whenever suits you.\n\nWatch the recording: ${input.recordingUrl}`,
  };
}

export function passwordResetEmail(
  brand: Brand,
  input: { fullName: string; resetUrl: string },
): EmailContent {
  return {
    subject: `Reset your ${brand.name} password`,
    html: layout(
      brand,
      "Reset your password",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>Use the button below to choose a new password. The link works once and expires in 1 hour.</p>${button(input.resetUrl, "Choose a new password")}<p>If you did not ask for this, you can ignore this e-mail; your password stays as it is.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nChoose a new password (the link works once and expires in 1 hour):\n${input.resetUrl}\n\nIf you did not ask for this, you can ignore this e-mail.`,
  };
}

/** The link that confirms a new account's address (issue 14 item 11); resets and reminders wait for it. */
export function emailConfirmationEmail(
  brand: Brand,
  input: { fullName: string; confirmUrl: string },
): EmailContent {
  return {
    subject: `Confirm your e-mail address for ${brand.name}`,
    html: layout(
      brand,
      "Confirm your e-mail address",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>Please confirm that this address is yours, so we can help you if you forget your password. The link works once and expires in 7 days.</p>${button(input.confirmUrl, "Confirm my e-mail address")}<p>If you did not create an account, you can ignore this e-mail.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nPlease confirm that this address is yours, so we can help you if you forget your password (the link works once and expires in 7 days):\n${input.confirmUrl}\n\nIf you did not create an account, you can ignore this e-mail.`,
  };
}

export function welcomeCredentialsEmail(
  brand: Brand,
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
    html: layout(
      brand,
      `Welcome to ${brand.name}`,
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${intro}</p><table style="border-collapse:collapse"><tr><td style="padding:4px 12px 4px 0">Username</td><td><strong>${escapeHtml(input.username)}</strong></td></tr><tr><td style="padding:4px 12px 4px 0">Temporary password</td><td><strong>${escapeHtml(input.password)}</strong></td></tr></table>${button(input.signInUrl, "Sign in")}<p>You will be asked to choose your own password when you first sign in.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nWelcome to ${brand.name}.\nUsername: ${input.username}\nTemporary password: ${input.password}\nSign in: ${input.signInUrl}\n\nYou will be asked to choose your own password when you first sign in.`,
  };
}

export function teacherInviteEmail(
  brand: Brand,
  input: { fullName: string; username: string; password: string; signInUrl: string },
): EmailContent {
  return {
    subject: `You have been added as a teacher on ${brand.name}`,
    html: layout(
      brand,
      "Welcome to the teaching team",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>An administrator has created your teacher account.</p><table style="border-collapse:collapse"><tr><td style="padding:4px 12px 4px 0">Username</td><td><strong>${escapeHtml(input.username)}</strong></td></tr><tr><td style="padding:4px 12px 4px 0">Temporary password</td><td><strong>${escapeHtml(input.password)}</strong></td></tr></table>${button(input.signInUrl, "Sign in")}<p>Choose Tutor under "I am a" when you sign in. You will be asked to choose your own password first.</p>`,
    ),
    text: `Hello ${input.fullName},\n\nAn administrator has created your teacher account.\nUsername: ${input.username}\nTemporary password: ${input.password}\nSign in: ${input.signInUrl}\n\nChoose Tutor under "I am a" when you sign in. You will be asked to choose your own password first.`,
  };
}

export function invitationEmail(
  brand: Brand,
  input: { fullName: string; companyName: string; inviteUrl: string; expiresAt: Date },
): EmailContent {
  const expires = input.expiresAt.toUTCString();
  return {
    subject: `${input.companyName} has invited you to ${brand.name}`,
    html: layout(
      brand,
      "You're invited",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(input.companyName)} offers your family ${escapeHtml(brand.name)} as a staff benefit. Create your account with the link below; it works once and expires on ${escapeHtml(expires)}.</p>${button(input.inviteUrl, "Create your account")}`,
    ),
    text: `Hello ${input.fullName},\n\n${input.companyName} offers your family ${brand.name} as a staff benefit. Create your account (the link works once and expires on ${expires}):\n${input.inviteUrl}`,
  };
}

export function enquiryNotificationEmail(
  brand: Brand,
  enquiry: {
    fullName: string;
    companyName: string;
    role: string;
    email: string;
    phone: string;
    companySize: string;
    message: string | null;
  },
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
    html: layout(
      brand,
      "New partnership enquiry",
      `<table style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><td style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`).join("")}</table>`,
    ),
    text: rows.map(([k, v]) => `${k}: ${v}`).join("\n"),
  };
}

/** The notice's subject names its sender: an erasure finds the notices that named the family by it. */
export const newMessageSubject = (brand: Brand, senderName: string) =>
  `New message from ${senderName} on ${brand.name}`;

/**
 * The notice of a new message (decision 028). It never carries the message's text: the reader signs in
 * to read it, where the school's safeguarding rules apply.
 */
export function newMessageEmail(
  brand: Brand,
  input: { fullName: string; senderName: string; threadUrl: string },
): EmailContent {
  return {
    subject: newMessageSubject(brand, input.senderName),
    html: layout(
      brand,
      "You have a new message",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(input.senderName)} has sent you a message. Sign in to read it and reply.</p>${button(input.threadUrl, "Read the message")}<p>Messages are visible to the school's safeguarding team.</p>`,
    ),
    text: `Hello ${input.fullName},\n\n${input.senderName} has sent you a message. Sign in to read it and reply:\n${input.threadUrl}\n\nMessages are visible to the school's safeguarding team.`,
  };
}

/** A session's start as a family reads it in an e-mail: en-GB, UK time (the school's zone). */
function sessionTime(startsAt: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
    timeZoneName: "short",
  }).format(startsAt);
}

/** Sent to a family when it books a child's seat in a group session (DECISIONS.md group bookings). */
export function bookingConfirmedEmail(
  brand: Brand,
  input: {
    fullName: string;
    childLabel: string;
    title: string;
    subject: string;
    startsAt: Date;
    sessionUrl: string;
  },
): EmailContent {
  const when = sessionTime(input.startsAt);
  return {
    subject: `Booked: ${input.title} on ${when}`,
    html: layout(
      brand,
      "Your booking is confirmed",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p><strong>${escapeHtml(input.childLabel)}</strong> has a seat in <strong>${escapeHtml(input.title)}</strong> (${escapeHtml(input.subject)}) on ${escapeHtml(when)}.</p>${button(input.sessionUrl, "View the session")}<p>You can cancel the booking from the session's page until it starts.</p>`,
    ),
    text: `Hello ${input.fullName},\n\n${input.childLabel} has a seat in ${input.title} (${input.subject}) on ${when}.\n\nView the session: ${input.sessionUrl}\n\nYou can cancel the booking from the session's page until it starts.`,
  };
}

/** Sent once when a family books a child into the remaining sessions of a weekly series: every new seat in one e-mail. */
export function seriesBookedEmail(
  brand: Brand,
  input: {
    fullName: string;
    childLabel: string;
    title: string;
    subject: string;
    startsAt: Date[];
    full: number;
    scheduleUrl: string;
  },
): EmailContent {
  const dates = input.startsAt.map((startsAt) => sessionTime(startsAt));
  const count = dates.length === 1 ? "1 session" : `${dates.length} sessions`;
  const fullLine =
    input.full === 0
      ? ""
      : `${input.full === 1 ? "1 session was" : `${input.full} sessions were`} already full, so no seat was booked there.`;
  return {
    subject: `Booked: ${count} of ${input.title}`,
    html: layout(
      brand,
      "Your bookings are confirmed",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p><strong>${escapeHtml(input.childLabel)}</strong> has a seat in ${escapeHtml(count)} of <strong>${escapeHtml(input.title)}</strong> (${escapeHtml(input.subject)}):</p><ul>${dates.map((date) => `<li>${escapeHtml(date)}</li>`).join("")}</ul>${fullLine ? `<p>${escapeHtml(fullLine)}</p>` : ""}${button(input.scheduleUrl, "View the schedule")}<p>You can cancel each booking from its session's page until it starts.</p>`,
    ),
    text: `Hello ${input.fullName},\n\n${input.childLabel} has a seat in ${count} of ${input.title} (${input.subject}):\n${dates.map((date) => `- ${date}`).join("\n")}\n${fullLine ? `\n${fullLine}\n` : ""}\nView the schedule: ${input.scheduleUrl}\n\nYou can cancel each booking from its session's page until it starts.`,
  };
}

/**
 * Sent once to each family with a child booked into sessions of a weekly series the school cancels from
 * one session on (DECISIONS.md "Journeys that real use showed (phase 4)"): every cancelled date in one e-mail.
 */
export function seriesCancelledEmail(
  brand: Brand,
  input: { fullName: string; childLabels: string[]; title: string; startsAt: Date[]; scheduleUrl: string },
): EmailContent {
  const dates = input.startsAt.map((startsAt) => sessionTime(startsAt));
  const children = input.childLabels.join(" and ");
  const count = dates.length === 1 ? "1 session" : `${dates.length} sessions`;
  return {
    subject: `Cancelled: ${count} of ${input.title}`,
    html: layout(
      brand,
      "Booked sessions have been cancelled",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>We are sorry: these sessions of <strong>${escapeHtml(input.title)}</strong>, booked for ${escapeHtml(children)}, have been cancelled by the school:</p><ul>${dates.map((date) => `<li>${escapeHtml(date)}</li>`).join("")}</ul>${button(input.scheduleUrl, "Find another session")}`,
    ),
    text: `Hello ${input.fullName},\n\nWe are sorry: these sessions of ${input.title}, booked for ${children}, have been cancelled by the school:\n${dates.map((date) => `- ${date}`).join("\n")}\n\nFind another session: ${input.scheduleUrl}`,
  };
}

/** Sent once to each family with a child booked into a session the school cancels. */
export function sessionCancelledEmail(
  brand: Brand,
  input: { fullName: string; childLabels: string[]; title: string; startsAt: Date; scheduleUrl: string },
): EmailContent {
  const when = sessionTime(input.startsAt);
  const children = input.childLabels.join(" and ");
  return {
    subject: `Cancelled: ${input.title} on ${when}`,
    html: layout(
      brand,
      "A booked session has been cancelled",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>We are sorry: <strong>${escapeHtml(input.title)}</strong> on ${escapeHtml(when)}, booked for ${escapeHtml(children)}, has been cancelled by the school.</p>${button(input.scheduleUrl, "Find another session")}`,
    ),
    text: `Hello ${input.fullName},\n\nWe are sorry: ${input.title} on ${when}, booked for ${children}, has been cancelled by the school.\n\nFind another session: ${input.scheduleUrl}`,
  };
}

/**
 * Sent to the address an erased family account had (decision 030): what was erased and what was kept, so
 * the family holds a record of its request having been carried out.
 */
export function accountErasedEmail(
  brand: Brand,
  input: { fullName: string; requestedBy: "self" | "admin"; erasedAt: Date },
): EmailContent {
  const when = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
    timeZoneName: "short",
  }).format(input.erasedAt);
  const how = input.requestedBy === "self" ? "As you asked from your account page" : "As you asked us";
  const erased =
    'your account, your children\'s details, your bookings of sessions still to come, your calendar feed, your sign-in history, and the text of your messages (each now reads "Message removed")';
  const kept =
    "Counts that name nobody stay in our records and your employer's reports: past sessions booked and attended, and recordings watched, with no link to you or your children.";
  return {
    subject: `Your ${brand.name} account has been deleted`,
    html: layout(
      brand,
      "Your account has been deleted",
      `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(how)}, on ${escapeHtml(when)} we deleted ${escapeHtml(erased)}.</p><p>${escapeHtml(kept)}</p><p>You cannot sign in any more. If you did not ask for this, contact us at ${escapeHtml(brand.supportEmail)}.</p>`,
    ),
    text: `Hello ${input.fullName},\n\n${how}, on ${when} we deleted ${erased}.\n\n${kept}\n\nYou cannot sign in any more. If you did not ask for this, contact us at ${brand.supportEmail}.`,
  };
}
