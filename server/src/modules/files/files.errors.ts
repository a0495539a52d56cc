/** Upload and download failures; their codes live in shared so the upload field can act on them. */
import { FILE_ERROR_CODES, FILE_MESSAGES } from "#shared/schemas/files.ts";
import { AppError, badRequest, notFound } from "../../errors.ts";

export const fileMissing = () => badRequest(FILE_MESSAGES.noFile, FILE_ERROR_CODES.noFile);
export const moreThanOneFile = () => badRequest(FILE_MESSAGES.oneFile, FILE_ERROR_CODES.oneFile);
export const fileEmpty = () => badRequest(FILE_MESSAGES.empty, FILE_ERROR_CODES.empty);
export const fileTooLarge = () => new AppError(413, FILE_MESSAGES.tooLarge, FILE_ERROR_CODES.tooLarge);
export const uploadQuotaExceeded = () =>
  new AppError(413, FILE_MESSAGES.quotaExceeded, FILE_ERROR_CODES.quotaExceeded);
export const fileTypeNotAllowed = () =>
  new AppError(415, FILE_MESSAGES.unsupportedType, FILE_ERROR_CODES.unsupportedType);
export const notMultipart = () =>
  new AppError(415, FILE_MESSAGES.notMultipart, FILE_ERROR_CODES.notMultipart);
export const fileNotFound = () => notFound(FILE_MESSAGES.notFound, FILE_ERROR_CODES.notFound);
export const uploadUnreadable = () => badRequest(FILE_MESSAGES.unreadable, FILE_ERROR_CODES.unreadable);
export const tooManyFields = () => badRequest(FILE_MESSAGES.tooManyFields, FILE_ERROR_CODES.unreadable);
/** A range past the end of a file of `size` bytes: the answer names the size, as RFC 9110 asks. */
export const rangeNotSatisfiable = (size: number) =>
  new AppError(416, FILE_MESSAGES.rangeNotSatisfiable, FILE_ERROR_CODES.rangeNotSatisfiable, {
    "content-range": `bytes */${size}`,
  });
