/**
 * A file of BULK_UPLOAD_MAX_ROWS (10,000) employees in one upload: every account made,
 * usernames unique, each password shown once; one row more is refused before anything is made. How fast
 * it is, is `npm run bench -- bulk-upload`'s business, not this test's.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  BULK_UPLOAD_MAX_ROWS,
  BULK_UPLOAD_TOO_MANY_ROWS,
  bulkUploadResponseSchema,
} from "#shared/schemas/employee-accounts.ts";
import { users } from "../../db/schema.ts";
import { verifyPassword } from "../../lib/password.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";

const { t, admin } = setupAdminTestApp();

const upload = (payload: object) =>
  admin.inject({ method: "POST", url: "/api/admin/bulk-upload-employees", payload });

/** An export where the last ten people share a name (and an e-mail's local part) across branches. */
const employees = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    fullName: i < count - 10 ? `Employee ${i + 1}` : "Jane Smith",
    email: i < count - 10 ? `employee.${i + 1}@big.example` : `jane.smith@branch${i}.example`,
    department: i % 2 === 0 ? "Operations" : "Finance",
    jobTitle: "Analyst",
  }));

describe("a bulk upload of the largest file", () => {
  it("creates 10,000 accounts with unique usernames, and shows each password once", {
    timeout: 240_000,
  }, async () => {
    expect(BULK_UPLOAD_MAX_ROWS).toBe(10_000);
    const company = await t.createCompany({ name: "Big Employer" });
    const rows = employees(BULK_UPLOAD_MAX_ROWS);
    const response = await upload({ companyId: company.id, employees: rows, sendEmails: false });
    expect(response.statusCode).toBe(200);
    const body = bulkUploadResponseSchema.parse(response.json());
    expect(body).toMatchObject({ success: true, successCount: 10_000, totalProcessed: 10_000, errors: [] });
    expect(body.credentials.map((c) => c.email)).toEqual(rows.map((r) => r.email));
    const usernames = body.credentials.map((c) => c.username);
    expect(new Set(usernames.map((u) => u.toLowerCase())).size).toBe(10_000);
    expect(usernames.slice(-10)).toEqual([
      "jane.smith",
      ...Array.from({ length: 9 }, (_, i) => `jane.smith${i + 2}`),
    ]);
    expect(new Set(body.credentials.map((c) => c.password)).size).toBe(10_000);

    const stored = await t.db
      .select({ username: users.username, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.companyId, company.id));
    expect(stored.map((u) => u.username).sort()).toEqual([...usernames].sort());
    const hashOf = new Map(stored.map((u) => [u.username, u.passwordHash]));
    for (const credential of [body.credentials[0]!, body.credentials[5000]!, body.credentials[9999]!]) {
      expect(await verifyPassword(hashOf.get(credential.username), credential.password)).toBe(true);
    }

    // The same file again makes nothing and shows no password: each was shown once, the first time.
    const again = bulkUploadResponseSchema.parse(
      (await upload({ companyId: company.id, employees: rows })).json(),
    );
    expect(again).toMatchObject({ success: false, successCount: 0, credentials: [] });
    expect(again.errors).toHaveLength(10_000);
    expect(new Set(again.errors.map((e) => e.error))).toEqual(new Set(["Email already registered"]));
  });

  it("refuses one row more with a clear 400 before anything is made", { timeout: 120_000 }, async () => {
    const company = await t.createCompany();
    const response = await upload({ companyId: company.id, employees: employees(BULK_UPLOAD_MAX_ROWS + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BULK_UPLOAD_TOO_MANY_ROWS);
    expect(await t.db.select().from(users).where(eq(users.companyId, company.id))).toHaveLength(0);
  });

  it("takes 10,000 rows at their longest, and refuses a larger body with a clear 413", {
    timeout: 120_000,
  }, async () => {
    const company = await t.createCompany();
    // Every field at its limit, names in a three-byte script: the largest body of valid rows.
    const longest = Array.from({ length: BULK_UPLOAD_MAX_ROWS }, (_, i) => ({
      fullName: "名".repeat(120),
      email: `${String(i).padStart(5, "0")}${"e".repeat(64 - 5)}@${"d".repeat(180)}.example`,
      department: "部".repeat(120),
      jobTitle: "職".repeat(120),
    }));
    // Not made into accounts here (that is the first test): a missing company answers 404 after the body is read.
    const fits = await upload({ companyId: 999_999, employees: longest });
    expect(Buffer.byteLength(JSON.stringify({ companyId: 999_999, employees: longest }))).toBeGreaterThan(
      12 * 1024 * 1024,
    );
    expect(fits.statusCode).toBe(404);
    const tooLarge = await upload({
      companyId: company.id,
      employees: longest.map((row) => ({ ...row, department: "x".repeat(1000) })),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe("Request body is too large");
    expect(await t.db.select().from(users).where(eq(users.companyId, company.id))).toHaveLength(0);
  });
});
