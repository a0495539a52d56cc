/**
 * The container's employer part (decision 052): the HR manager's screen's service, over the admin's own
 * services and repositories it limits to one company (DECISIONS.md "Employers: places, leavers, HR
 * managers").
 */
import type { Repositories } from "./container-repositories.ts";
import type { Transaction } from "./db/transaction.ts";
import { createEmployerService, type EmployerServiceDeps } from "./modules/employer/employer.service.ts";

export function createEmployerServices(
  repositories: Repositories,
  services: Pick<EmployerServiceDeps, "invitations" | "employeeAccounts" | "utilisation">,
  transaction: Transaction<Repositories>,
) {
  const employer = createEmployerService({
    employerRepo: repositories.employer,
    companiesRepo: repositories.companies,
    places: repositories.places,
    registrationRepo: repositories.registration,
    audit: repositories.employerAudit,
    transaction,
    ...services,
  });
  return { employer };
}
