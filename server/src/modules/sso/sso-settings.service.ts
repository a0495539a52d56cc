/**
 * A company's sign-in settings (DECISIONS.md "Employers: single sign-on and provisioning"), set by an admin
 * or the company's HR managers: the provider's issuer and client, the client secret sealed at rest (never
 * answered back) and the e-mail domains that send a work e-mail to it. A save reads the issuer's discovery
 * document first, so a mistyped issuer is refused then rather than at everyone's next sign-in.
 *
 * A domain decides whose provider a work e-mail goes to, so it must be the company's provably: an admin may
 * set any; an HR manager may add only its own confirmed e-mail address's domain; nobody a public mail
 * service's.
 */
import {
  PUBLIC_MAIL_DOMAINS,
  type SignInSettings,
  type signInSettingsBodySchema,
} from "#shared/schemas/sso.ts";
import type { z } from "#shared/zod.ts";
import { isUniqueViolation } from "../../db/client.ts";
import type { Transaction } from "../../db/transaction.ts";
import type { SecretBox } from "../auth/secret-box.ts";
import type { AuditActor, EmployerAuditRepository } from "../employer-audit/employer-audit.repository.ts";
import { discover, isLoopback } from "./oidc-client.ts";
import { ProviderAddressRefused, requirePublicHost } from "./provider-address.ts";
import {
  clientSecretRequired,
  companyNotFound,
  discoveryFailed,
  domainNotProven,
  domainPublic,
  domainTaken,
  issuerInvalid,
  issuerNotPublic,
  signInSettingsNotSet,
} from "./sso.errors.ts";
import type { SsoRepository } from "./sso.repository.ts";

export type SsoSettingsServiceDeps = {
  ssoRepo: SsoRepository;
  transaction: Transaction<{ sso: SsoRepository; employerAudit: EmployerAuditRepository }>;
  secretBox: SecretBox;
  companyExists: (companyId: number) => Promise<boolean>;
  /** `${appUrl}/api/sso/callback`: what the company registers at its provider. */
  redirectUri: string;
  /** Plain-HTTP issuers on this machine are allowed (development and tests: the app's own address is HTTP). */
  allowLoopbackHttp: boolean;
  /** Issuers on this machine or a private network are allowed (SSO_ALLOW_PRIVATE_ISSUERS=1). */
  allowPrivateIssuers: boolean;
};

/**
 * Who saves the settings: an admin, or an HR manager with the domain of its own e-mail address when that
 * address is confirmed (following its invitation proved it), else null.
 */
export type SettingsEditor = { role: "admin" } | { role: "hr"; ownDomain: string | null };

/** The sealed secret is bound to its company, so a value copied to another company's row does not open. */
export const secretBinding = (companyId: number) => `company:${companyId}`;

export function createSsoSettingsService({
  ssoRepo,
  transaction,
  secretBox,
  companyExists,
  redirectUri,
  allowLoopbackHttp,
  allowPrivateIssuers,
}: SsoSettingsServiceDeps) {
  async function requireCompany(companyId: number) {
    if (!(await companyExists(companyId))) throw companyNotFound();
  }

  function checkIssuer(issuer: string) {
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      throw issuerInvalid();
    }
    const httpAllowed = url.protocol === "http:" && allowLoopbackHttp && isLoopback(url);
    if (
      (url.protocol !== "https:" && !httpAllowed) ||
      url.username ||
      url.password ||
      url.search ||
      url.hash
    ) {
      throw issuerInvalid();
    }
  }

  async function get(companyId: number): Promise<SignInSettings> {
    await requireCompany(companyId);
    const { provider, domains } = await ssoRepo.settingsOf(companyId);
    return {
      configured: provider !== null,
      issuer: provider?.issuer ?? null,
      clientId: provider?.clientId ?? null,
      hasClientSecret: Boolean(provider?.clientSecretSealed),
      domains: provider ? domains : [],
      redirectUri,
    };
  }

  return {
    get,

    async put(
      companyId: number,
      body: z.output<typeof signInSettingsBodySchema>,
      actor: AuditActor,
      editor: SettingsEditor,
    ) {
      await requireCompany(companyId);
      checkIssuer(body.issuer);
      const domains = [...new Set(body.domains)].sort();
      const publicOnes = domains.filter((domain) => PUBLIC_MAIL_DOMAINS.includes(domain));
      if (publicOnes.length > 0) throw domainPublic(publicOnes);
      const { provider, domains: stored } = await ssoRepo.settingsOf(companyId);
      if (editor.role === "hr") {
        // Kept domains stay (an admin may have set them); each new one must be the manager's own.
        const added = domains.filter((domain) => !stored.includes(domain) && domain !== editor.ownDomain);
        if (added.length > 0) throw domainNotProven(added, editor.ownDomain);
      }
      const taken = await ssoRepo.domainsOfOthers(companyId, domains);
      if (taken.length > 0) throw domainTaken(taken);
      const newSecret = body.clientSecret ? body.clientSecret : null;
      if (!newSecret && !provider) throw clientSecretRequired();
      // Where the issuer is, before anything is fetched from it: said apart from an unreachable one.
      try {
        await requirePublicHost(new URL(body.issuer), allowPrivateIssuers);
      } catch (error) {
        if (error instanceof ProviderAddressRefused) throw issuerNotPublic(error.host, error.address);
        throw discoveryFailed(body.issuer);
      }
      try {
        await discover(
          { issuer: body.issuer, clientId: body.clientId, clientSecret: newSecret ?? "" },
          { allowPrivateAddresses: allowPrivateIssuers },
        );
      } catch {
        throw discoveryFailed(body.issuer);
      }
      const clientSecretSealed = newSecret
        ? secretBox.seal("sso-client-secret", newSecret, secretBinding(companyId))
        : provider!.clientSecretSealed;
      try {
        await transaction(async ({ sso, employerAudit }) => {
          await sso.save(
            companyId,
            {
              issuer: body.issuer,
              clientId: body.clientId,
              clientSecretSealed,
              updatedByUserId: actor.userId,
            },
            domains,
          );
          // The audit names what changed, never the secret itself.
          await employerAudit.record({
            companyId,
            actor,
            action: provider ? "sign-in-settings.updated" : "sign-in-settings.created",
            detail: {
              issuer: body.issuer,
              clientId: body.clientId,
              domains,
              clientSecretChanged: newSecret !== null,
            },
          });
        });
      } catch (error) {
        // Another company took one of the domains since the check above.
        if (isUniqueViolation(error)) throw domainTaken(domains);
        throw error;
      }
      return get(companyId);
    },

    async remove(companyId: number, actor: AuditActor) {
      await requireCompany(companyId);
      await transaction(async ({ sso, employerAudit }) => {
        if (!(await sso.remove(companyId))) throw signInSettingsNotSet();
        await employerAudit.record({ companyId, actor, action: "sign-in-settings.removed" });
      });
      return get(companyId);
    },
  };
}

export type SsoSettingsService = ReturnType<typeof createSsoSettingsService>;
