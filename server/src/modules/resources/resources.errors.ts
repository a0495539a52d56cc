/** Resource failures; their codes and words live in shared so the form can act on them. */
import { RESOURCE_ERROR_CODES, RESOURCE_ERROR_MESSAGES } from "#shared/schemas/resources.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";

export const resourceNotFound = () =>
  notFound(RESOURCE_ERROR_MESSAGES.notFound, RESOURCE_ERROR_CODES.notFound);
export const resourceNotOwner = () =>
  forbidden(RESOURCE_ERROR_MESSAGES.notOwner, RESOURCE_ERROR_CODES.notOwner);
/** The `fileUrl` names an uploaded file that is not (or no longer) in storage. */
export const resourceFileMissing = () =>
  badRequest(RESOURCE_ERROR_MESSAGES.fileMissing, RESOURCE_ERROR_CODES.fileMissing);
/** A tutor attached a file another account uploaded. */
export const resourceFileNotYours = () =>
  forbidden(RESOURCE_ERROR_MESSAGES.fileNotYours, RESOURCE_ERROR_CODES.fileNotYours);
