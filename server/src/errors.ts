/** One error type for the API; the error handler turns it into `{ message, code }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, code = "BAD_REQUEST") => new AppError(400, message, code);
export const unauthorized = (message = "You need to sign in to do that.", code = "UNAUTHORIZED") =>
  new AppError(401, message, code);
export const forbidden = (message = "You do not have permission to do that.", code = "FORBIDDEN") =>
  new AppError(403, message, code);
export const notFound = (message = "Not found", code = "NOT_FOUND") => new AppError(404, message, code);
export const conflict = (message: string, code = "CONFLICT") => new AppError(409, message, code);
export const unsupportedMediaType = (message = "Send the request body as application/json.") =>
  new AppError(415, message, "UNSUPPORTED_MEDIA_TYPE");
/** The database cannot be reached right now (restarting, down, overloaded): try again shortly (decision 033). */
export const serviceUnavailable = (
  message = "The service is briefly unavailable. Please try again in a few seconds.",
) => new AppError(503, message, "SERVICE_UNAVAILABLE", { "retry-after": "5" });
