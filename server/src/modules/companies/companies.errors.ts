/** Company failures; their codes live in shared so forms put them on the right field. */
import { COMPANY_ERROR_CODES } from "#shared/schemas/companies.ts";
import { conflict, notFound } from "../../errors.ts";

export const companyNameTaken = () =>
  conflict("A company with this name already exists", COMPANY_ERROR_CODES.nameTaken);
export const companyNotFound = () => notFound("Company not found", COMPANY_ERROR_CODES.notFound);
