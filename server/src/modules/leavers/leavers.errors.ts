import { LEFT_AT_MESSAGE } from "#shared/schemas/employer.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";

/** The refusals of marking and undoing leavers, each with the words the form shows. */
export const LEAVER_MESSAGES = {
  notFamily: "One or more of these accounts is not a family account of this company.",
  notLeaver: "This account is not marked as leaving.",
  alreadyLeft: "This account's access has already ended on its leaving date, so it can no longer be undone.",
  companyNotFound: "Company not found",
} as const;

/** 400: a leaving date before today (Europe/London) or not a real date. */
export const leftAtInvalid = () => badRequest(LEFT_AT_MESSAGE, "LEFT_AT_INVALID");

/** 404: an account that is not one of the company's family accounts (nothing was changed). */
export const leaverNotFound = () => notFound(LEAVER_MESSAGES.notFamily, "LEAVER_NOT_FOUND");

/** 404: the account is not a leaver, so there is nothing to undo. */
export const notALeaver = () => notFound(LEAVER_MESSAGES.notLeaver, "NOT_A_LEAVER");

/** 404: no such company, or another company than the HR manager's own. */
export const leaversCompanyNotFound = () => notFound(LEAVER_MESSAGES.companyNotFound, "COMPANY_NOT_FOUND");

/** 409: the leaving date has come, so the account's access has ended and is not given back by an undo. */
export const leaverAlreadyLeft = () => conflict(LEAVER_MESSAGES.alreadyLeft, "LEAVER_ALREADY_LEFT");
