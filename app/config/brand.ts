import { resolveBrand } from "#shared/config/brand.ts";

/** The brand for the client, from BRAND_* variables at build time (see shared/config/brand.ts). */
export const brand = resolveBrand(import.meta.env as unknown as Record<string, string | undefined>);
