/**
 * Sign-in with the organisation (DECISIONS.md "Employers: single sign-on and provisioning"): a
 * company's OpenID Connect provider settings, the start of a sign-in by work e-mail and the refusals the
 * callback sends back to /auth as `?sso_error=<code>`, each with its sentence.
 */
import { z } from "../zod.ts";
import { changeEmailBodySchema, emailSchema, twoFactorSignInBodySchema } from "./auth.ts";
import { NO_PLACES_LEFT } from "./places.ts";

/** The public sign-in calls. */
export const SSO_API = {
  /** POST `ssoStartBodySchema` → `ssoStartResponseSchema` (the provider's address to go to). */
  start: "/api/sso/start",
  /** GET: where the provider sends the browser back; redirects to the role's home or `/auth?sso_error=…`. */
  callback: "/api/sso/callback",
  /**
   * A signed-in family's link to its organisation's sign-in: GET `ssoLinkStatusSchema`; POST starts a link
   * (`ssoStartResponseSchema`, the provider's address); DELETE removes it.
   */
  link: "/api/sso/link",
} as const;

/** The query parameter /auth (and, for a link, /account) reads a refused sign-in's code from. */
export const SSO_ERROR_PARAM = "sso_error";
/** The query parameter /account reads a link just made from. */
export const SSO_LINKED_PARAM = "sso_linked";

/**
 * `POST /api/sso/link`: the account's current password (and its two-factor code when it has two-factor
 * on), as an e-mail change asks, so a session left open is not enough to link a provider to the account.
 */
export const ssoLinkBodySchema = changeEmailBodySchema
  .pick({ currentPassword: true })
  .extend({ code: twoFactorSignInBodySchema.shape.code.optional() });
export type SsoLinkBody = z.input<typeof ssoLinkBodySchema>;

/** Whether the signed-in account may link its organisation's sign-in, and whether it has. */
export const ssoLinkStatusSchema = z.object({ available: z.boolean(), linked: z.boolean() });
export type SsoLinkStatus = z.infer<typeof ssoLinkStatusSchema>;

export const ssoStartBodySchema = z.object({ email: emailSchema });
export type SsoStartBody = z.infer<typeof ssoStartBodySchema>;

export const ssoStartResponseSchema = z.object({ redirectUrl: z.string() });

/**
 * The provider's answer on the callback (every parameter is read, and checked, by the OpenID client; a
 * missing or bad one is a refusal sent to /auth, never a 400).
 */
export const ssoCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** A work e-mail whose domain no company's provider serves. */
export const SSO_NOT_USED =
  "Your organisation does not use single sign-on. Please sign in with your username and password.";

/** Why a sign-in through the provider was refused: the code in `/auth?sso_error=` and the sentence shown. */
export const SSO_ERRORS = {
  state:
    "This sign-in link is not valid in this browser. Please start again from “Sign in with your organisation”.",
  replayed: "This sign-in has already been used. Please start again from “Sign in with your organisation”.",
  attempt_expired: "The sign-in took too long. Please start again from “Sign in with your organisation”.",
  issuer: "Your organisation's sign-in answered from an unexpected address, so you were not signed in.",
  audience: "Your organisation's sign-in was meant for another service, so you were not signed in.",
  signature: "Your organisation's sign-in could not be verified, so you were not signed in.",
  token_expired: "Your organisation's sign-in had expired. Please try again.",
  nonce: "Your organisation's sign-in did not match the one we started. Please try again.",
  email_unverified:
    "Your organisation has not confirmed your e-mail address, so you were not signed in. Please contact your IT team.",
  email_domain: "This e-mail address is not one of your organisation's, so you were not signed in.",
  account:
    "This e-mail address belongs to an account that cannot sign in with this organisation. Please sign in with your username and password.",
  link_required:
    "This e-mail address already has an account with a password. Please sign in with your username and password, then choose “Link your organisation's sign-in” in Profile Settings.",
  link_email:
    "Your organisation's sign-in is for another e-mail address than this account's, so it was not linked.",
  link_taken:
    "This organisation sign-in is already linked to another account, so it was not linked to this one.",
  leaver: "Your access has ended because you have left your organisation. Please contact your HR team.",
  no_places: NO_PLACES_LEFT,
  access_ended: "Your organisation's access has ended. Please contact your HR team.",
  provider: "Your organisation's sign-in did not complete. Please try again, or contact your IT team.",
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** The sentence for a code from the address bar (an unknown code reads as the provider's failure). */
export function ssoErrorMessage(code: string): string {
  return Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as SsoErrorCode] : SSO_ERRORS.provider;
}

export const ISSUER_MESSAGE =
  "Issuer must be the provider's https address, e.g. https://login.example.com/tenant/v2.0";
export const DOMAIN_MESSAGE = "Each e-mail domain must be a domain name such as example.com";

/**
 * Public mail services: anyone can hold an address there, so no company's provider may own one (a domain
 * decides whose provider a work e-mail is sent to).
 */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "outlook.co.uk",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "live.co.uk",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "aol.co.uk",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.co.uk",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "btinternet.com",
  "btopenworld.com",
  "sky.com",
  "virginmedia.com",
  "ntlworld.com",
  "talktalk.net",
  "tiscali.co.uk",
  "fastmail.com",
];

export const publicDomainMessage = (domains: string[]) =>
  `${domains.join(", ")} ${domains.length === 1 ? "is a public e-mail service" : "are public e-mail services"}, not your organisation's own. Please enter a domain only your organisation's addresses use.`;

/** An HR manager adding a domain other than its own e-mail address's. */
export const domainNotProvenMessage = (domains: string[], own: string | null) =>
  `${own ? `You can add only the domain of your own e-mail address (${own}).` : "Your e-mail address is not confirmed, so you cannot add e-mail domains."} Please ask us to add ${domains.join(", ")}.`;

/** The domains' rule as the settings form says it, to the admin and to an HR manager. */
export const DOMAINS_HINT = {
  admin: "One per line, e.g. example.com. Public e-mail services such as gmail.com cannot be used.",
  hr: "One per line. You can add the domain of your own e-mail address; please ask us to add any other. Public e-mail services such as gmail.com cannot be used.",
} as const;

/** A domain name as e-mail addresses end (lower-cased, without `@`). */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ""))
  .pipe(
    z
      .string()
      .max(253, DOMAIN_MESSAGE)
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, DOMAIN_MESSAGE),
  );

/** PUT: the provider's settings. Without `clientSecret` the stored one is kept. */
export const signInSettingsBodySchema = z.object({
  issuer: z.string().trim().min(1, ISSUER_MESSAGE).max(500, "Issuer must be at most 500 characters"),
  clientId: z
    .string()
    .trim()
    .min(1, "Please enter the client ID")
    .max(500, "Client ID must be at most 500 characters"),
  clientSecret: z.string().max(1000, "Client secret must be at most 1000 characters").optional(),
  domains: z
    .array(emailDomainSchema)
    .min(1, "Please enter at least one e-mail domain")
    .max(50, "At most 50 e-mail domains"),
});
export type SignInSettingsBody = z.input<typeof signInSettingsBodySchema>;

/** GET/PUT answer: the settings (never the secret) and the redirect address to register at the provider. */
export const signInSettingsSchema = z.object({
  configured: z.boolean(),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  domains: z.array(z.string()),
  redirectUri: z.string(),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;
