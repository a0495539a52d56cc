/**
 * Brand and contact details, in one place. Neutral defaults; an operator overrides them with
 * BRAND_* environment variables (read by the server's env module and, at build time, by Vite).
 */
export type Brand = {
  name: string;
  company: string;
  supportEmail: string;
  /** Messaging-app number in international format, digits only. */
  whatsappNumber: string;
  instagramUrl: string;
  linkedinUrl: string;
  contactAddress: string;
};

export const defaultBrand: Brand = {
  name: "Brightpath Tuition",
  company: "Brightpath Learning Ltd",
  supportEmail: "support@brightpath-tuition.example",
  whatsappNumber: "447700900123",
  instagramUrl: "https://www.instagram.com/brightpath.tuition",
  linkedinUrl: "https://www.linkedin.com/company/brightpath-tuition",
  contactAddress: "London, United Kingdom",
};

type BrandSource = Partial<Record<string, string | undefined>>;

export function resolveBrand(source: BrandSource): Brand {
  const pick = (key: string, fallback: string) => {
    const value = source[key];
    return value && value.trim() !== "" ? value : fallback;
  };
  return {
    name: pick("BRAND_NAME", defaultBrand.name),
    company: pick("BRAND_COMPANY", defaultBrand.company),
    supportEmail: pick("BRAND_SUPPORT_EMAIL", defaultBrand.supportEmail),
    whatsappNumber: pick("BRAND_WHATSAPP_NUMBER", defaultBrand.whatsappNumber).replace(/\D/g, ""),
    instagramUrl: pick("BRAND_INSTAGRAM_URL", defaultBrand.instagramUrl),
    linkedinUrl: pick("BRAND_LINKEDIN_URL", defaultBrand.linkedinUrl),
    contactAddress: pick("BRAND_CONTACT_ADDRESS", defaultBrand.contactAddress),
  };
}

/** A chat link with a pre-filled message. */
export function whatsappLink(brand: Brand, message: string): string {
  return `https://wa.me/${brand.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
