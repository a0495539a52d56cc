/**
 * The frame every e-mail of the product is drawn in (decision 032): the server's templates and the
 * welcome template HR downloads use the same layout, button and table of sign-in details.
 */
import { escapeHtml } from "../html.ts";

/** What an e-mail is made of: its subject, its HTML and its plain text. */
export type EmailContent = { subject: string; html: string; text: string };

/** The brand's words an e-mail's frame uses. */
export type EmailBrand = { name: string; supportEmail: string };

/** The page around an e-mail's body: the title as heading, the brand and support address at the foot. */
export function emailLayout(brand: EmailBrand, title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;color:#1e3a8a">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(brand.name)} · <a href="mailto:${escapeHtml(brand.supportEmail)}">${escapeHtml(brand.supportEmail)}</a></p>
</div></body></html>`;
}

/** A link drawn as a button. */
export function emailButton(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/** Label and value rows; each value is HTML already (escaped, or a mail-merge placeholder). */
export function emailDetailsTable(rows: ReadonlyArray<readonly [label: string, valueHtml: string]>): string {
  return `<table style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td>${value}</td></tr>`).join("")}</table>`;
}
