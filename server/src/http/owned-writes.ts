import type { FastifyRequest } from "fastify";
import type { OwnedWriteOutcome, RowWriter } from "../db/owned-rows.ts";
import type { AppError } from "../errors.ts";
import { currentUser } from "../plugins/session.ts";

/** The signed-in writer of a tutor-owned row: an admin writes every row, a tutor only their own. */
export function writerOf(request: FastifyRequest): RowWriter {
  const user = currentUser(request);
  return { ownerId: user.role === "admin" ? null : user.id };
}

/** A write's value, or its refusal as the module's error: 404 for a missing row, 403 for another tutor's. */
export function unwrapOwnedWrite<T>(
  outcome: OwnedWriteOutcome<T>,
  errors: { notFound: () => AppError; notOwner: () => AppError },
): T {
  if (outcome.ok) return outcome.value;
  throw outcome.reason === "missing" ? errors.notFound() : errors.notOwner();
}
