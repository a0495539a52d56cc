/**
 * Provisioning's services (DECISIONS.md "Provisioning"): the company's SCIM tokens and the SCIM
 * service, made once by the container (decision 052).
 */
import type { Brand } from "#shared/config/brand.ts";
import type { appLinks } from "./config/links.ts";
import type { Repositories } from "./container-repositories.ts";
import { type AppConfig, defaultRateLimits, type RateLimitRule } from "./context.ts";
import type { Transaction } from "./db/transaction.ts";
import { companyNotFound } from "./modules/companies/companies.errors.ts";
import type { AttemptLimiter } from "./modules/rate-limits/attempt-limiter.service.ts";
import { tooManyScimRequests } from "./modules/scim/scim.errors.ts";
import { createScimService, type LeaverPorts } from "./modules/scim/scim.service.ts";
import { createScimTokensService } from "./modules/scim/scim-tokens.service.ts";

export type { LeaverPorts };

export function createScimServices(
  deps: {
    repositories: Repositories;
    transaction: Transaction<Repositories>;
    config: Pick<AppConfig, "rateLimits">;
    /** The container's db-backed attempt limiter. */
    limiter: (rule: RateLimitRule, refusal: (wait: string) => string, prefix: string) => AttemptLimiter;
    mail: { brand: Brand; links: ReturnType<typeof appLinks> };
  },
  /** The leavers' service, read when a request calls it (the container makes it beside these). */
  leavers: () => LeaverPorts,
) {
  const { repositories, transaction, mail } = deps;
  const scimRule = deps.config.rateLimits.scim ?? defaultRateLimits.scim;
  return {
    scimTokens: createScimTokensService({
      tokensRepo: repositories.scimTokens,
      transaction,
      requireCompany: async (companyId) => {
        if (!(await repositories.scim.company(companyId))) throw companyNotFound();
      },
    }),
    scim: createScimService({
      scimRepo: repositories.scim,
      tokensRepo: repositories.scimTokens,
      transaction,
      leavers: {
        mark: (input) => leavers().mark(input),
        undo: (input) => leavers().undo(input),
      },
      requestsPerToken: deps.limiter(scimRule, tooManyScimRequests, "scim:"),
      brand: mail.brand,
      links: mail.links,
      domainHolder: repositories.sso.companyOfDomain,
    }),
  };
}
