/**
 * SCIM's side of provisioning, through scimmy (STACK-NOTES-3): the User resource's handlers around the SCIM
 * service, the filters and paging of `GET /Users`, PATCH applied by scimmy's PatchOp, the discovery
 * resources, and SCIM's error body. scimmy keeps its configuration and handlers on its classes, so they are
 * declared once here; each call hands the handlers its service and client as scimmy's `ctx`, so nothing
 * here holds a dependency (decision 052).
 */
import SCIMMY from "scimmy";
import { SCIM_BASE_PATH, SCIM_MAX_RESULTS } from "#shared/schemas/scim.ts";
import { AppError } from "../../errors.ts";
import { badPaging, ScimRefusal, unsupportedFilter } from "./scim.errors.ts";
import type { ScimUserMatch } from "./scim.repository.ts";
import type { ScimClient, ScimService, ScimUserInput, ScimUserView } from "./scim.service.ts";

/** What a scimmy call hands the User handlers; `failure` keeps an unexpected error scimmy would recast. */
export type ScimContext = { service: ScimService; client: ScimClient; failure?: unknown };

/** What `ServiceProviderConfig` declares: exactly what this service does. */
SCIMMY.Config.set({
  documentationUri: undefined,
  patch: { supported: true },
  filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  sort: { supported: false },
  etag: { supported: false },
  changePassword: { supported: false },
  authenticationSchemes: [
    {
      type: "oauthbearertoken",
      name: "OAuth Bearer Token",
      description: "A bearer token made on the employer screen's Provisioning section (RFC 6750).",
      specUri: "https://www.rfc-editor.org/info/rfc6750",
      primary: true,
    },
  ],
});

/** scimmy's error, from the service's refusals and the other modules' errors (the places, the leavers). */
/** scimmy's error class, whose `scimType` its types wrongly say is never absent. */
const scimmyError = (status: number, scimType: string | undefined, detail: string) =>
  new SCIMMY.Types.Error(status, scimType as string, detail);

function asScimError(error: unknown, ctx: ScimContext | undefined): unknown {
  if (error instanceof SCIMMY.Types.Error) return error;
  if (error instanceof ScimRefusal) return scimmyError(error.statusCode, error.scimType, error.message);
  if (error instanceof AppError) return scimmyError(error.statusCode, undefined, error.message);
  // scimmy would answer anything else as a 404 or 400: the route rethrows the error itself.
  if (ctx) ctx.failure = error;
  return error;
}

const guarded =
  <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await work(...args);
    } catch (error) {
      throw asScimError(error, args.at(-1) as ScimContext | undefined);
    }
  };

/** The employee as the core User schema's attributes (scimmy adds `schemas` and `meta.location`). */
export function toScimUser(user: ScimUserView) {
  return {
    id: String(user.id),
    ...(user.externalId ? { externalId: user.externalId } : {}),
    userName: user.email,
    name: {
      formatted: user.fullName,
      ...(user.givenName ? { givenName: user.givenName } : {}),
      ...(user.familyName ? { familyName: user.familyName } : {}),
    },
    displayName: user.fullName,
    emails: [{ value: user.email, type: "work", primary: true }],
    active: user.active,
    meta: { resourceType: "User", created: user.createdAt, lastModified: user.updatedAt ?? user.createdAt },
  };
}

/** The longest `externalId`, `displayName` or name part a User may carry. */
const SCIM_TEXT_MAX = 255;

/** What the service reads of a User resource scimmy has checked against the schema. */
function fromScimUser(instance: SCIMMY.Schemas.User): ScimUserInput {
  const user = instance as unknown as {
    userName: string;
    externalId?: string;
    displayName?: string;
    name?: { givenName?: string; familyName?: string };
    active?: boolean;
  };
  // Beyond these lengths a value is no name or identifier an HR system sends (and an `externalId` past a
  // few kilobytes would not fit the index that keeps it unique): a clear 400, never a database error.
  const texts = { externalId: user.externalId, displayName: user.displayName, ...user.name };
  for (const [attribute, value] of Object.entries(texts)) {
    if (typeof value === "string" && value.length > SCIM_TEXT_MAX) {
      throw new ScimRefusal(400, `${attribute} can be at most ${SCIM_TEXT_MAX} characters.`, "invalidValue");
    }
  }
  return {
    userName: user.userName,
    externalId: user.externalId,
    givenName: user.name?.givenName,
    familyName: user.name?.familyName,
    displayName: user.displayName,
    active: user.active,
  };
}

SCIMMY.Resources.declare(SCIMMY.Resources.User);
SCIMMY.Resources.User.basepath(SCIM_BASE_PATH);
SCIMMY.Resources.User.egress(
  guarded(async (resource: SCIMMY.Resources.User, ctx: ScimContext) =>
    toScimUser(await ctx.service.get(ctx.client, resource.id!)),
  ),
);
SCIMMY.Resources.User.ingress(
  guarded(async (resource: SCIMMY.Resources.User, instance: SCIMMY.Schemas.User, ctx: ScimContext) => {
    const input = fromScimUser(instance);
    const user = resource.id
      ? await ctx.service.replace(ctx.client, resource.id, input)
      : await ctx.service.create(ctx.client, input);
    return toScimUser(user);
  }),
);
SCIMMY.Resources.User.degress(
  guarded(async (resource: SCIMMY.Resources.User, ctx: ScimContext) => {
    await ctx.service.remove(ctx.client, resource.id!);
  }),
);
SCIMMY.Resources.ResourceType.basepath(SCIM_BASE_PATH);
SCIMMY.Resources.Schema.basepath(SCIM_BASE_PATH);
SCIMMY.Resources.ServiceProviderConfig.basepath(SCIM_BASE_PATH);

/**
 * Entra ID sends booleans as strings (`"active": "False"`, with or without a path): made booleans before
 * scimmy checks the values against the schema, which would refuse them.
 */
function booleanOf(value: unknown) {
  if (typeof value !== "string") return value;
  const lowered = value.trim().toLowerCase();
  return lowered === "true" ? true : lowered === "false" ? false : value;
}
function withBooleanActive(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key.toLowerCase() === "active" ? booleanOf(item) : item,
    ]),
  );
}
function patchWithBooleans(body: unknown): unknown {
  const operations = (body as { Operations?: unknown })?.Operations;
  if (!Array.isArray(operations)) return body;
  operations.forEach(checkOperation);
  return {
    ...(body as object),
    Operations: operations.map((operation) => {
      if (operation === null || typeof operation !== "object") return operation;
      const { path, value } = operation as { path?: unknown; value?: unknown };
      const isActive = typeof path === "string" && path.trim().toLowerCase() === "active";
      return { ...operation, value: isActive ? booleanOf(value) : withBooleanActive(value) };
    }),
  };
}

/** Whether a null sits anywhere in a value (an attribute, a sub-attribute, an item of a list). */
function holdsNull(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== "object") return false;
  return Object.values(value).some(holdsNull);
}

/**
 * What scimmy's PatchOp leaves unchecked, refused as 400 before it applies anything: an operation that is
 * not an object, and an `add` or `replace` without a value, with a null in it (clearing an attribute is a
 * `remove` with its path), or, without a path, with a value that is not an object of attributes.
 */
function checkOperation(operation: unknown, index: number) {
  const which = `Operation ${index + 1}`;
  if (operation === null || typeof operation !== "object" || Array.isArray(operation)) {
    throw new ScimRefusal(400, `${which} must be an object with "op", "path" and "value".`, "invalidValue");
  }
  const { op, path, value } = operation as { op?: unknown; path?: unknown; value?: unknown };
  const kind = typeof op === "string" ? op.trim().toLowerCase() : null;
  if (kind !== "add" && kind !== "replace") return;
  if (value === undefined || holdsNull(value)) {
    throw new ScimRefusal(
      400,
      `${which} ("${op}") needs a value without nulls; to clear an attribute, send a "remove" operation with its path.`,
      "invalidValue",
    );
  }
  if (path === undefined && (typeof value !== "object" || Array.isArray(value))) {
    throw new ScimRefusal(
      400,
      `${which} ("${op}") has no path, so its value must be an object of attributes, such as {"active": false}.`,
      "invalidValue",
    );
  }
}

/** The one `eq` comparison a supported filter makes, or a 400 `invalidFilter`. */
function matchOf(filter: SCIMMY.Types.Filter | undefined): ScimUserMatch | null {
  if (!filter) return null;
  const expressions = [...filter] as Array<Record<string, unknown>>;
  if (expressions.length !== 1) throw unsupportedFilter();
  const entries = Object.entries(expressions[0]!);
  if (entries.length !== 1) throw unsupportedFilter();
  const [attribute, comparison] = entries[0]!;
  const eqValue = (value: unknown) =>
    Array.isArray(value) && value.length === 2 && value[0] === "eq" && typeof value[1] === "string"
      ? value[1]
      : null;
  const key = attribute.toLowerCase();
  if (key === "emails" && comparison && typeof comparison === "object" && !Array.isArray(comparison)) {
    const { type, value, ...rest } = Object.fromEntries(
      Object.entries(comparison).map(([name, item]) => [name.toLowerCase(), item]),
    );
    const email = eqValue(value);
    if (email === null || Object.keys(rest).length > 0) throw unsupportedFilter();
    if (type !== undefined && (eqValue(type)?.toLowerCase() ?? null) !== "work") throw unsupportedFilter();
    return { attribute: "email", value: email };
  }
  const value = eqValue(comparison);
  const attributes = { id: "id", username: "userName", externalid: "externalId" } as const;
  const known = attributes[key as keyof typeof attributes];
  if (!known || value === null) throw unsupportedFilter();
  return { attribute: known, value };
}

/** A query's whole number (`startIndex`, `count`), or the default; anything else 400. */
function wholeNumber(value: unknown, fallback: number) {
  if (value === undefined) return fallback;
  if (typeof value !== "string" || !/^-?\d{1,9}$/.test(value.trim())) throw badPaging();
  return Number(value);
}

export type ListQuery = {
  filter?: unknown;
  startIndex?: unknown;
  count?: unknown;
  attributes?: unknown;
  excludedAttributes?: unknown;
};

/** The query's attribute choices, for scimmy to check (a value that is not a string: its 400). */
function attributeParams(query: ListQuery) {
  const params: Record<string, unknown> = {};
  for (const key of ["attributes", "excludedAttributes"] as const) {
    if (query[key] !== undefined) params[key] = query[key];
  }
  return params as { attributes?: string; excludedAttributes?: string; filter?: string };
}

/** The SCIM calls the routes make, each answering SCIM's JSON. */
export const scimUsers = {
  async get(ctx: ScimContext, id: string, query: ListQuery) {
    return new SCIMMY.Resources.User(id, attributeParams(query)).read(ctx);
  },

  /** `GET /Users`: filter, `startIndex` (from 1) and `count` (at most `maxResults`), paged in the database. */
  async list(ctx: ScimContext, query: ListQuery) {
    const params = attributeParams(query);
    if (query.filter !== undefined) params.filter = query.filter as string;
    const resource = new SCIMMY.Resources.User(undefined, params);
    const startIndex = Math.max(1, wholeNumber(query.startIndex, 1));
    const count = Math.min(SCIM_MAX_RESULTS, Math.max(0, wholeNumber(query.count, SCIM_MAX_RESULTS)));
    const { users, total } = await ctx.service.page(ctx.client, matchOf(resource.filter), startIndex, count);
    const resources = users.map(
      (user) => new SCIMMY.Schemas.User(toScimUser(user), "out", SCIM_BASE_PATH, resource.attributes),
    );
    // scimmy's ListResponse pages what it is given; the database has paged already, so the page is set after.
    const list = new SCIMMY.Messages.ListResponse<SCIMMY.Schemas.User>([], {
      startIndex,
      count,
      totalResults: total,
    });
    list.Resources = resources;
    list.itemsPerPage = resources.length;
    return list;
  },

  async create(ctx: ScimContext, body: unknown) {
    return new SCIMMY.Resources.User().write(withBooleanActive(body), ctx);
  },

  async replace(ctx: ScimContext, id: string, body: unknown) {
    return new SCIMMY.Resources.User(id).write(withBooleanActive(body), ctx);
  },

  /** PATCH: scimmy's PatchOp applied to the current resource, the result written as a PUT; the user after. */
  async patch(ctx: ScimContext, id: string, body: unknown) {
    const resource = new SCIMMY.Resources.User(id);
    const message = patchWithBooleans(body) as Parameters<SCIMMY.Resources.User["patch"]>[0];
    return (await resource.patch(message, ctx)) ?? (await resource.read(ctx));
  },

  async remove(ctx: ScimContext, id: string) {
    await new SCIMMY.Resources.User(id).dispose(ctx);
  },

  serviceProviderConfig: () => new SCIMMY.Resources.ServiceProviderConfig().read(),
  resourceTypes: (id?: string) => new SCIMMY.Resources.ResourceType(id).read(),
  schemas: (id?: string) => new SCIMMY.Resources.Schema(id).read(),
};

/** SCIM's error body (RFC 7644 §3.12); scimmy's own where it knows the status (it knows no 415 or 429). */
export function scimErrorBody(status: number, detail: string, scimType?: string | null) {
  try {
    return { ...new SCIMMY.Messages.ErrorResponse(scimmyError(status, scimType ?? undefined, detail)) };
  } catch {
    return { schemas: [SCIMMY.Messages.ErrorResponse.id], status: String(status), detail };
  }
}

export { SCIMMY };
