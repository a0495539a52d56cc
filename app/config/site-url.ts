/** The site's public address (BRAND_SITE_URL at build time); no imports, so build tooling can use it too. */
export const DEFAULT_SITE_URL = "http://localhost:5000";

export function normaliseSiteUrl(value: string | undefined): string {
  return (value && value.trim() !== "" ? value.trim() : DEFAULT_SITE_URL).replace(/\/+$/, "");
}
