/**
 * The refusals of the SCIM service (RFC 7644 §3.12): each an AppError whose status and text the SCIM
 * routes answer in SCIM's error schema, with its `scimType` where the RFC names one.
 */
import { AppError } from "../../errors.ts";

export type ScimType =
  | "uniqueness"
  | "invalidFilter"
  | "invalidValue"
  | "invalidSyntax"
  | "tooMany"
  | "mutability";

export class ScimRefusal extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly scimType?: ScimType,
    headers: Record<string, string> = {},
  ) {
    super(statusCode, message, "SCIM", headers);
  }
}

export const SCIM_MESSAGES = {
  noToken: "A bearer token is required. Create one on the employer screen's Provisioning section.",
  badToken: "This bearer token is unknown or has been revoked.",
  userNotFound: (id: string) => `User ${id} not found`,
  userNameTaken: "Another account already uses this userName (e-mail address).",
  userNameNotEmail: "userName must be the employee's work e-mail address.",
  unsupportedFilter:
    'Only these filters are supported: userName eq "…", emails[type eq "work"].value eq "…", externalId eq "…" and id eq "…".',
  badPaging: "startIndex and count must be whole numbers.",
  companyGone: "This token's company no longer exists.",
  emailNotChangeable:
    "userName (the e-mail address) cannot be changed for this employee: the family registered this account itself, so only the family changes its address (in Profile Settings). Other attributes and active can still be changed.",
  domainOfAnotherCompany:
    "userName (the e-mail address) is not in this company's e-mail domains: its domain belongs to another company, which signs in with it. Please use the employee's address at this company.",
  accessEnded:
    "This token's company no longer has access (it is not active, or its subscription has ended), so its HR system cannot provision employees. Please contact us.",
} as const;

export const missingToken = () =>
  new ScimRefusal(401, SCIM_MESSAGES.noToken, undefined, { "www-authenticate": 'Bearer realm="scim"' });
export const invalidToken = () =>
  new ScimRefusal(401, SCIM_MESSAGES.badToken, undefined, {
    "www-authenticate": 'Bearer realm="scim", error="invalid_token"',
  });
export const scimUserNotFound = (id: string) => new ScimRefusal(404, SCIM_MESSAGES.userNotFound(id));
export const userNameTaken = () => new ScimRefusal(409, SCIM_MESSAGES.userNameTaken, "uniqueness");
export const userNameNotEmail = () => new ScimRefusal(400, SCIM_MESSAGES.userNameNotEmail, "invalidValue");
export const unsupportedFilter = () => new ScimRefusal(400, SCIM_MESSAGES.unsupportedFilter, "invalidFilter");
export const badPaging = () => new ScimRefusal(400, SCIM_MESSAGES.badPaging, "invalidValue");
export const emailNotChangeable = () => new ScimRefusal(400, SCIM_MESSAGES.emailNotChangeable, "mutability");
export const domainOfAnotherCompany = () =>
  new ScimRefusal(400, SCIM_MESSAGES.domainOfAnotherCompany, "invalidValue");
export const companyGone = () => new ScimRefusal(401, SCIM_MESSAGES.companyGone);
export const companyAccessEnded = () => new ScimRefusal(403, SCIM_MESSAGES.accessEnded);

/** The refusal's text past a token's request limit, for a wait such as "20 seconds". */
export const tooManyScimRequests = (wait: string) =>
  `Too many requests with this token. Please wait ${wait} and try again.`;
