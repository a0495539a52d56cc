/**
 * Whose company an employer's call acts on: the signed-in HR manager's own, from the session, never from
 * the request. An HR manager whose account is linked to no company (its company was deleted) may do
 * nothing there: 403.
 */
import type { FastifyRequest } from "fastify";
import { forbidden } from "../../errors.ts";
import { currentAccount } from "../../plugins/session.ts";
import type { EmployerActor } from "./employer.service.ts";

export const NO_COMPANY_MESSAGE = "Your account is not linked to an organisation. Please contact us.";

/** The HR manager's company and the actor its changes are written to the audit list as. */
export function employerOf(request: FastifyRequest): { companyId: number; actor: EmployerActor } {
  const account = currentAccount(request);
  if (account.role !== "hr" || account.companyId === null) throw forbidden(NO_COMPANY_MESSAGE, "NO_COMPANY");
  return {
    companyId: account.companyId,
    actor: { kind: "hr", userId: account.id, label: account.fullName },
  };
}

/** An admin acting on a company's employer features, as the audit list names them. */
export function adminActor(request: FastifyRequest): EmployerActor {
  const account = currentAccount(request);
  return { kind: "admin", userId: account.id, label: account.fullName };
}
