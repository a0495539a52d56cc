/**
 * Errors as the log keeps them: a failed query's parameters — password hashes,
 * addresses, e-mail bodies, tokens — never reach the log. Drizzle puts them in the message ("params: …")
 * and on the error; PostgreSQL puts row values in `detail` ("Key (email)=(…) already exists") and `where`.
 * Kept: each error's type, message (without parameters), stack, the query text with its placeholders,
 * and the database's code, constraint, table, column and routine.
 */

const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;
/** Own properties never copied into the log: values from the failed statement's rows or parameters. */
const WITHHELD = new Set(["params", "detail", "where", "internalQuery", "hint", "parameters"]);
const MAX_DEPTH = 5;

export function serializeErrorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const message = error.message.replace(PARAMS_IN_MESSAGE, "");
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? "Error",
    message,
    stack: error.stack?.replace(error.message, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (WITHHELD.has(key) || key === "cause" || key === "message" || key === "stack") continue;
    if (value === undefined || typeof value === "function") continue;
    serialized[key] = value instanceof Error ? serializeErrorForLog(value, depth + 1) : value;
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) {
    serialized.cause = serializeErrorForLog(error.cause, depth + 1);
  }
  return serialized;
}

/** The logger's `err` serializer (Fastify's logger option types it for errors only). */
export function errSerializer(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  return serializeErrorForLog(error) as { type: string; message: string; stack: string };
}
