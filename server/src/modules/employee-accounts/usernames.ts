/** Readable, unique usernames for accounts the system creates. */

/** Lower-case letters, digits, dots, dashes and underscores, as the register form allows. */
function clean(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, ".")
    .replace(/[^a-z0-9._-]/g, "")
    .replace(/[._-]{2,}/g, ".")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 40)
    .replace(/[._-]+$/g, "");
}

/**
 * The base of an employee's username: the e-mail's local part (without a "+tag"), else the name,
 * else "user".
 */
export function usernameBase(email: string, fullName: string): string {
  const fromEmail = clean((email.split("@")[0] ?? "").split("+")[0] ?? "");
  if (fromEmail.length >= 3) return fromEmail;
  const fromName = clean(fullName);
  if (fromName.length >= 3) return fromName;
  return "user";
}

/** The base itself when free, else the base with the lowest free number (jane.smith2, jane.smith3…). */
export function uniqueUsername(base: string, taken: Set<string>): string {
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  taken.add(candidate);
  return candidate;
}

/** A company's name as a short slug for generated usernames ("Northwind Logistics" → "northwind-logistics"). */
export function companySlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 30)
    .replace(/-+$/g, "");
  return slug.length >= 2 ? slug : "company";
}

/** Escapes a value for a LIKE pattern (backslash is the default escape character). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
