/**
 * Provisioning's services (issue 26, DECISIONS.md "Provisioning"): the company's SCIM tokens and the SCIM
 * service, made once by the container (decision 052).
 */
import type { Brand } from "#shared/config/brand.ts";
import type { appLinks } from "./config/links.ts";
import type { Repositories } from "./container-repositories.ts";
import type { Transaction } from "./db/transaction.ts";
import { companyNotFound } from "./modules/companies/companies.errors.ts";
import type { AttemptLimiter } from "./modules/rate-limits/attempt-limiter.service.ts";
import { createScimService, type LeaverPorts } from "./modules/scim/scim.service.ts";
import { createScimTokensService } from "./modules/scim/scim-tokens.service.ts";

export function createScimServices(deps: {
  repositories: Repositories;
  transaction: Transaction<Repositories>;
  /** The leavers' service's calls, read when a request makes them (the leavers' service is made beside). */
  leavers: LeaverPorts;
  requestsPerToken: AttemptLimiter;
  brand: Brand;
  links: ReturnType<typeof appLinks>;
}) {
  const { repositories, transaction } = deps;
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
      leavers: deps.leavers,
      requestsPerToken: deps.requestsPerToken,
      brand: deps.brand,
      links: deps.links,
    }),
  };
}
