/**
 * One cookie's value from a Cookie header (or `document.cookie`), decoded; null when it is not there, or
 * when its value does not decode (a malformed cookie is treated as absent rather than failing the page).
 */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return null;
    }
  }
  return null;
}
