/** Registration failures: invitations and registration codes that cannot be used. */
import { REGISTRATION_ERROR_CODES } from "#shared/schemas/registration.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";

const { codeLimitReached: CODE_LIMIT_REACHED, inviteUsed: INVITE_USED } = REGISTRATION_ERROR_CODES;

/** The registration page's check of an invitation that cannot be used, whatever the reason. */
export const inviteNotValid = () =>
  badRequest("This invitation link may have expired or is invalid.", "INVITE_INVALID");
export const inviteUnknown = () => badRequest("This invitation link is invalid.", "INVITE_INVALID");
export const inviteUsed = () => badRequest("This invitation link has already been used.", INVITE_USED);
export const inviteExpired = () =>
  badRequest("This invitation link has expired. Ask your HR team for a new one.", "INVITE_EXPIRED");
/** An admin renewing an invitation that has been used. */
export const inviteAlreadyUsed = () => conflict("This invitation has already been used", INVITE_USED);
export const inviteNotFound = () => notFound("Invitation not found", "INVITE_NOT_FOUND");

/** The registration page's check of a code that cannot be used, whatever the reason. */
export const registrationLinkInvalid = () =>
  notFound("This registration link is invalid, has expired or has reached its limit.", "CODE_INVALID");
export const codeUnknown = () => badRequest("This registration code is invalid.", "CODE_INVALID");
export const codeExpired = () => badRequest("This registration code has expired.", "CODE_EXPIRED");
/** An admin revoking a code no company has (the registration page's own check is `registrationLinkInvalid`). */
export const codeNotFound = () => notFound("Registration code not found", "CODE_NOT_FOUND");
export const codeLimitReached = () =>
  conflict("This registration code has reached its limit", CODE_LIMIT_REACHED);
