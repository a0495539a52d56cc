import { escapeHtml } from "../mail/templates.ts";

/**
 * The HTML welcome e-mail HR sends to generated accounts. Company, brand and link are escaped; the
 * {{fullName}}, {{username}}, {{password}} and {{email}} placeholders are for HR's mail merge.
 */
export function bulkWelcomeTemplate(input: {
  brandName: string;
  supportEmail: string;
  companyName: string;
  signInUrl: string;
}): string {
  const brand = escapeHtml(input.brandName);
  const company = escapeHtml(input.companyName);
  const url = escapeHtml(input.signInUrl);
  const support = escapeHtml(input.supportEmail);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Welcome to ${brand}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;color:#1e3a8a">Welcome to ${brand}</h1>
<p>Hello {{fullName}},</p>
<p>${company} has given your family access to ${brand} as a staff benefit: live online group lessons, recordings and learning resources for your children.</p>
<table style="border-collapse:collapse">
<tr><td style="padding:4px 12px 4px 0">Username</td><td><strong>{{username}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0">Temporary password</td><td><strong>{{password}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0">E-mail</td><td>{{email}}</td></tr>
</table>
<p><a href="${url}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Sign in</a></p>
<p>Choose Parent under "I am a" when you sign in. You will be asked to choose your own password first.</p>
<p style="font-size:12px;color:#6b7280;margin-top:32px">${brand} · <a href="mailto:${support}">${support}</a></p>
</div>
</body>
</html>`;
}
