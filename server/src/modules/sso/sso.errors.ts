/** Single sign-on's refusals with their sentences (shared/schemas/sso.ts). */
import {
  domainNotProvenMessage,
  ISSUER_MESSAGE,
  publicDomainMessage,
  SSO_NOT_USED,
} from "#shared/schemas/sso.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";

/** A work e-mail whose domain belongs to no company with a provider. */
export const ssoNotUsed = () => badRequest(SSO_NOT_USED, "SSO_NOT_USED");
export const issuerInvalid = () => badRequest(ISSUER_MESSAGE, "ISSUER_INVALID");
/**
 * Saving settings: an issuer on this machine or a private network, by address or by what its name resolves
 * to (unless SSO_ALLOW_PRIVATE_ISSUERS=1). The code the form shows under its Issuer field.
 */
export const issuerNotPublic = (host: string, address: string) =>
  badRequest(
    `Issuer must be a public address: ${
      host.replace(/^\[(.*)\]$/, "$1") === address ? `${host} is` : `${host} resolves to ${address},`
    } on a private or local network, which this server does not contact.`,
    "ISSUER_INVALID",
  );
/** Saving settings: the issuer's discovery document could not be read or does not name that issuer. */
export const discoveryFailed = (issuer: string) =>
  badRequest(
    `We could not read the provider's OpenID configuration at ${issuer}. Check the issuer address and that the provider is reachable.`,
    "DISCOVERY_FAILED",
  );
/** A first save without the client secret. */
export const clientSecretRequired = () =>
  badRequest("Please enter the client secret", "CLIENT_SECRET_REQUIRED");
export const domainTaken = (domains: string[]) =>
  conflict(
    `${domains.length === 1 ? "The e-mail domain" : "The e-mail domains"} ${domains.join(", ")} ${
      domains.length === 1 ? "belongs" : "belong"
    } to another company.`,
    "DOMAIN_TAKEN",
  );
/** A public mail service's domain (gmail.com…): anyone holds an address there. */
export const domainPublic = (domains: string[]) => badRequest(publicDomainMessage(domains), "DOMAIN_PUBLIC");
/** An HR manager adding a domain that is not its own confirmed e-mail address's: an admin adds it. */
export const domainNotProven = (domains: string[], own: string | null) =>
  forbidden(domainNotProvenMessage(domains, own), "DOMAIN_NOT_PROVEN");
export const companyNotFound = () => notFound("Company not found", "COMPANY_NOT_FOUND");
export const signInSettingsNotSet = () =>
  notFound("This company has no sign-in settings.", "SIGN_IN_SETTINGS_NOT_SET");
