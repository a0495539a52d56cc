/**
 * What every route module declares the same way: its access rule (enforced by plugins/session.ts) and
 * the error answers it may give, all in the one error shape.
 */
import type { FastifyRequest } from "fastify";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import type { RateLimitRule } from "../context.ts";
import { clientAddressKey } from "./client-address.ts";

/** Anyone, signed in or not. */
export const publicAccess = { access: "public" } as const;
/** Any signed-in account. */
export const signedInAccess = { access: "signed-in" } as const;
/** Admins only. */
export const adminAccess = { access: ["admin"] } as const;
/** Tutors and admins: the tutor screens' calls (DECISIONS.md "Portals: who reaches which screen"). */
export const tutorAccess = { access: ["tutor", "admin"] } as const;
/** Family accounts only: the family's own children and the student and parent screens' calls. */
export const familyAccess = { access: ["parent"] } as const;

/** A public route limited per client address (an IPv6 client per /64), counted under its own key. */
export function publicRateLimited(rule: RateLimitRule, key: string) {
  return {
    ...publicAccess,
    rateLimit: {
      ...rule,
      keyGenerator: (request: FastifyRequest) => `${key}:${clientAddressKey(request.ip)}`,
    },
  };
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** Response schemas for these error statuses, each the API's error body. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/** The answers of a route behind an access rule to a caller who is not signed in or not allowed. */
export const deniedResponses = errorResponses(401, 403);
