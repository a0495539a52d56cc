/**
 * Helpers of the SCIM tests: a company's token made through the admin's route, and SCIM calls with it.
 */
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import type { SignedInUser, TestContext } from "../../test/test-app.ts";

export const SCIM_JSON = "application/scim+json";
export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/** A new token for the company, made by the admin; its secret. */
export async function makeToken(admin: SignedInUser, companyId: number, label = "Entra ID") {
  const response = await admin.inject({
    method: "POST",
    url: `/api/admin/companies/${companyId}/scim-tokens`,
    payload: { label },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; token: string; label: string };
}

/** Calls `/scim/v2{path}` with the bearer token, a body sent as SCIM's media type. */
export function scim(
  t: TestContext,
  token: string | null,
  method: InjectOptions["method"],
  path: string,
  body?: unknown,
) {
  return t.app.inject({
    method,
    url: `/scim/v2${path}`,
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { "content-type": SCIM_JSON }),
    },
    ...(body === undefined ? {} : { payload: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}

/** A User resource as an HR system posts it. */
export function scimUser(email: string, extra: Record<string, unknown> = {}) {
  return {
    schemas: [USER_SCHEMA],
    userName: email,
    externalId: `ext-${email}`,
    name: { givenName: "Jamie", familyName: "Rivers" },
    displayName: "Jamie Rivers",
    emails: [{ value: email, type: "work", primary: true }],
    active: true,
    ...extra,
  };
}

/** A PatchOp message of these operations. */
export const patchOp = (...Operations: object[]) => ({ schemas: [PATCH_SCHEMA], Operations });

/** The answer's SCIM error: its schema, status as a string, and detail (and scimType when given). */
export function expectScimError(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown; body: string },
  status: number,
  scimType?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers["content-type"])).toContain(SCIM_JSON);
  const body = response.json() as { schemas: string[]; status: string; scimType?: string; detail?: string };
  expect(body.schemas).toEqual([ERROR_SCHEMA]);
  expect(body.status).toBe(String(status));
  if (scimType) expect(body.scimType).toBe(scimType);
  expect(body.detail).toBeTruthy();
  return body;
}
