/**
 * A PATCH whose operations carry no value, a value of the wrong kind, or no list of operations at all is
 * the HR system's mistake: SCIM's error body with 400 (`invalidValue` or `invalidSyntax`), never a 5xx,
 * and the employee unchanged.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { expectScimError, makeToken, PATCH_SCHEMA, patchOp, scim, scimUser } from "./scim.test-support.ts";

const t = setupTestApp();
let admin: SignedInUser;
let token: string;
let userId: string;

beforeAll(async () => {
  admin = await t.asRole("admin");
  const companyId = (await t.createCompany({ name: "Fabrikam", placesPurchased: 10 })).id;
  token = (await makeToken(admin, companyId)).token;
  const created = await scim(t, token, "POST", "/Users", scimUser("pat.values@fabrikam.example"));
  expect(created.statusCode, created.body).toBe(201);
  userId = created.json().id as string;
});

const patches: Array<[string, unknown]> = [
  ["replace without a path, value null", patchOp({ op: "replace", value: null })],
  ["replace of name, value null", patchOp({ op: "replace", path: "name", value: null })],
  ["replace of userName, value null", patchOp({ op: "replace", path: "userName", value: null })],
  ["add without a path, value null", patchOp({ op: "add", value: null })],
  ["add without a path, no value", patchOp({ op: "add" })],
  ["add of name, value null", patchOp({ op: "add", path: "name", value: null })],
  ["replace of active, value null", patchOp({ op: "replace", path: "active", value: null })],
  ["replace of name.givenName, value null", patchOp({ op: "replace", path: "name.givenName", value: null })],
  ["replace without a value", patchOp({ op: "replace", path: "displayName" })],
  ["an operation without op", patchOp({ path: "displayName", value: "X" })],
  ["an unknown op", patchOp({ op: "copy", path: "displayName", value: "X" })],
  ["replace without a path, value { name: null }", patchOp({ op: "replace", value: { name: null } })],
  ["replace without a path, value { active: null }", patchOp({ op: "replace", value: { active: null } })],
  ["replace without a path, value { userName: null }", patchOp({ op: "replace", value: { userName: null } })],
  [
    "replace without a path, value { name: { givenName: null } }",
    patchOp({ op: "replace", value: { name: { givenName: null } } }),
  ],
  ["remove without a path (RFC 7644's noTarget)", patchOp({ op: "remove" })],
  ["replace without a path, value a string", patchOp({ op: "replace", value: "text" })],
  ["replace without a path, value a number", patchOp({ op: "replace", value: 42 })],
  ["replace without a path, value an array", patchOp({ op: "replace", value: [1, 2] })],
  ["add without a path, value an array", patchOp({ op: "add", value: [{ active: false }] })],
  ["replace of name, value a number", patchOp({ op: "replace", path: "name", value: 7 })],
  ["replace of userName, value a number", patchOp({ op: "replace", path: "userName", value: 7 })],
  ["replace of userName, value an array", patchOp({ op: "replace", path: "userName", value: ["a"] })],
  ["an operation that is null", patchOp(null as unknown as object)],
  ["an operation that is a string", patchOp("replace" as unknown as object)],
  ["Operations an object", { schemas: [PATCH_SCHEMA], Operations: { op: "replace", value: {} } }],
  ["Operations a string", { schemas: [PATCH_SCHEMA], Operations: "replace" }],
  ["Operations null", { schemas: [PATCH_SCHEMA], Operations: null }],
  ["no Operations", { schemas: [PATCH_SCHEMA] }],
  ["no schemas", { Operations: [{ op: "replace", value: { active: false } }] }],
  ["a body that is an array", [patchOp({ op: "replace", value: { active: false } })]],
  ["a body that is null", null],
  ["a body that is a number", 5],
];

describe("PATCH with a missing or wrongly typed value", () => {
  for (const [name, body] of patches) {
    it(`answers 400 in SCIM's schema: ${name}`, async () => {
      const response = await scim(t, token, "PATCH", `/Users/${userId}`, JSON.stringify(body));
      const error = expectScimError(response, 400);
      const expected = name.includes("noTarget") ? ["noTarget"] : ["invalidValue", "invalidSyntax"];
      expect(expected).toContain(error.scimType);
      const [account] = await t.db
        .select()
        .from(users)
        .where(eq(users.id, Number(userId)));
      expect(account).toMatchObject({ email: "pat.values@fabrikam.example", fullName: "Jamie Rivers" });
      expect(account?.leftAt).toBeNull();
    });
  }

  it("still applies a well-formed PATCH", async () => {
    const response = await scim(
      t,
      token,
      "PATCH",
      `/Users/${userId}`,
      patchOp({ op: "replace", path: "displayName", value: "Pat Values" }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().displayName).toBe("Pat Values");
  });
});
