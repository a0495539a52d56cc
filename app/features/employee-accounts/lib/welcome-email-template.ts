/**
 * The HTML welcome e-mail template offered on the CSV Upload tab [1§2]: HR sends it to employees with
 * their credentials. Placeholders in double braces are filled in by the sender's mail-merge tool.
 */
export function welcomeEmailTemplate({ brandName, signInUrl }: { brandName: string; signInUrl: string }) {
  const escapeHtml = (value: string) =>
    value.replace(
      /[&<>"']/g,
      (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
    );
  const brand = escapeHtml(brandName);
  const url = escapeHtml(signInUrl);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Welcome to ${brand}</title>
</head>
<body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5;">
  <h1 style="font-size: 20px;">Welcome to ${brand}, {{fullName}}</h1>
  <p>Your employer has given your family access to live online group lessons with ${brand}, from Year 5 to GCSE.</p>
  <p>Your sign-in details:</p>
  <ul>
    <li>Username: <strong>{{username}}</strong></li>
    <li>Temporary password: <strong>{{password}}</strong></li>
  </ul>
  <p><a href="${url}" style="color: #1d4ed8;">Sign in at ${url}</a> and choose a new password when asked.</p>
  <p>If you have any questions, please contact your HR team.</p>
</body>
</html>
`;
}
