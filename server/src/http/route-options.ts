/**
 * What every route module declares the same way: how it is registered (`routeModule`), its access rule
 * (enforced by plugins/session.ts) and the error answers it may give, all in the one error shape.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import type { RateLimitRule } from "../context.ts";
import { clientAddressKey } from "./client-address.ts";

const typed = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
/** The app a route module registers its routes on: typed by the shared zod schemas. */
export type RoutesApp = ReturnType<typeof typed>;

/**
 * A route module (decision 052): `register` declares its routes on the app typed by the shared zod schemas
 * and takes the services and repositories it calls from the container's parts (`app.deps`), handed in.
 */
export function routeModule(register: (app: RoutesApp, deps: FastifyInstance["deps"]) => void) {
  return async (fastify: FastifyInstance) => register(typed(fastify), fastify.deps);
}

/** Anyone, signed in or not. */
export const publicAccess = { access: "public" } as const;
/**
 * Any signed-in account of the teaching side: families, tutors and admins. An employer's HR manager is
 * refused (403): it sees no family's sessions, lessons, resources or messages (DECISIONS.md).
 */
export const signedInAccess = { access: "signed-in" } as const;
/** Any signed-in account, HR managers included: the account's own settings (password, e-mail, demo strip). */
export const accountAccess = { access: "signed-in", allowHr: true } as const;
/** An employer's HR managers only (`/api/employer/*`). */
export const employerAccess = { access: ["hr"] } as const;
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
