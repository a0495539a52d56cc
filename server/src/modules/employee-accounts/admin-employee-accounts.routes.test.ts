import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bulkUploadResponseSchema,
  generateBulkAccountsResponseSchema,
} from "#shared/schemas/employee-accounts.ts";
import { emailOutbox, users } from "../../db/schema.ts";
import { verifyPassword } from "../../lib/password.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";

const { t, admin } = setupAdminTestApp();

const upload = (payload: object) =>
  admin.inject({ method: "POST", url: "/api/admin/bulk-upload-employees", payload });
const generate = (payload: object) =>
  admin.inject({ method: "POST", url: "/api/admin/generate-bulk-accounts", payload });

describe("POST /api/admin/bulk-upload-employees", () => {
  it("creates family accounts with readable usernames and temporary generated passwords", async () => {
    const company = await t.createCompany({ name: "Upload Co" });
    const response = await upload({
      companyId: company.id,
      role: "student",
      employees: [
        { fullName: "Jane Smith", email: "Jane.Smith@upload.example", department: "Finance", jobTitle: "" },
        { fullName: "Li Wei", email: "li@upload.example", department: "", jobTitle: "Driver" },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = bulkUploadResponseSchema.parse(response.json());
    expect(body).toMatchObject({ success: true, successCount: 2, totalProcessed: 2, errors: [] });
    expect(body.credentials.map((c) => c.username)).toEqual(["jane.smith", "li.wei"]);
    for (const credential of body.credentials) expect(credential.password.length).toBeGreaterThanOrEqual(12);

    const stored = (await t.db.select().from(users).where(eq(users.username, "jane.smith")))[0]!;
    expect(stored).toMatchObject({
      role: "parent",
      companyId: company.id,
      email: "Jane.Smith@upload.example",
      department: "Finance",
      jobTitle: null,
      mustChangePassword: true,
    });
    expect(await verifyPassword(stored.passwordHash, body.credentials[0]!.password)).toBe(true);
    // "li" is too short for a username, so the name is used instead.
    const li = (await t.db.select().from(users).where(eq(users.username, "li.wei")))[0]!;
    expect(li.jobTitle).toBe("Driver");

    // The generated password signs in (as Parent), and must be changed first.
    const cookie = await t.signIn("jane.smith", body.credentials[0]!.password, "student");
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json().mustChangePassword).toBe(true);
  });

  it("stores role tutor as tutor", async () => {
    const company = await t.createCompany();
    const response = await upload({
      companyId: company.id,
      role: "tutor",
      employees: [{ fullName: "Tess Tutor", email: "tess@tutors.example" }],
    });
    expect(response.statusCode).toBe(200);
    const stored = (await t.db.select().from(users).where(eq(users.email, "tess@tutors.example")))[0]!;
    expect(stored.role).toBe("tutor");
  });

  it("reports invalid e-mails and duplicates (in the file and already registered) per row; other rows go in", async () => {
    const company = await t.createCompany();
    await t.createUser("parent", { email: "taken@dup.example", username: "bob" });
    const response = await upload({
      companyId: company.id,
      employees: [
        { fullName: "Bob Brown", email: "bob@dup.example" },
        { fullName: "Not Valid", email: "not-an-email" },
        { fullName: "Bob Again", email: "BOB@dup.example" },
        { fullName: "Taken Person", email: "Taken@Dup.example" },
        { fullName: "Empty Email", email: "" },
        { fullName: "Carol Jones", email: "carol@dup.example" },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = bulkUploadResponseSchema.parse(response.json());
    expect(body.success).toBe(false);
    expect(body.successCount).toBe(2);
    expect(body.totalProcessed).toBe(6);
    // Rows are 1-based data rows: row 1 is the first employee.
    expect(body.errors).toEqual([
      { row: 2, email: "not-an-email", error: "Please enter a valid email address" },
      { row: 3, email: "BOB@dup.example", error: "Duplicate email in file" },
      { row: 4, email: "Taken@Dup.example", error: "Email already registered" },
      { row: 5, email: "", error: "Please enter a valid email address" },
    ]);
    // "bob" is taken by the existing account, so the new one gets the next free number.
    expect(body.credentials.map((c) => [c.email, c.username])).toEqual([
      ["bob@dup.example", "bob2"],
      ["carol@dup.example", "carol"],
    ]);
    const created = await t.db.select().from(users).where(eq(users.companyId, company.id));
    expect(created).toHaveLength(2);
  });

  it("a row with a missing or over-long name or field is a per-row error, not a refusal of the file", async () => {
    const company = await t.createCompany();
    const response = await upload({
      companyId: company.id,
      employees: [
        { fullName: "", email: "noname@rows.example" },
        { fullName: "x".repeat(121), email: "longname@rows.example" },
        { fullName: "Long Department", email: "dept@rows.example", department: "d".repeat(121) },
        { fullName: "Fine Person", email: "fine@rows.example", department: "Finance" },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = bulkUploadResponseSchema.parse(response.json());
    expect(body.successCount).toBe(1);
    expect(body.totalProcessed).toBe(4);
    expect(body.errors).toEqual([
      { row: 1, email: "noname@rows.example", error: "Full name is required" },
      { row: 2, email: "longname@rows.example", error: "Full name must be at most 120 characters" },
      { row: 3, email: "dept@rows.example", error: "Department must be at most 120 characters" },
    ]);
    expect(body.credentials.map((c) => c.email)).toEqual(["fine@rows.example"]);
  });

  it("numbers usernames that collide within the file and against the database", async () => {
    const company = await t.createCompany();
    await t.createUser("parent", { username: "sam", email: "sam@old.example" });
    await t.createUser("parent", { username: "sam2", email: "sam2@old.example" });
    const response = await upload({
      companyId: company.id,
      employees: [
        { fullName: "Sam One", email: "sam@one.example" },
        { fullName: "Sam Two", email: "sam@two.example" },
        { fullName: "Sam Three", email: "sam@three.example" },
      ],
    });
    const body = bulkUploadResponseSchema.parse(response.json());
    expect(body.credentials.map((c) => c.username)).toEqual(["sam3", "sam4", "sam5"]);
  });

  it("checks numbered forms against the database when a base repeats in the file", async () => {
    const company = await t.createCompany();
    await t.createUser("parent", { username: "kim2", email: "kim2@old.example" });
    const response = await upload({
      companyId: company.id,
      employees: [
        { fullName: "Kim One", email: "kim@one.example" },
        { fullName: "Kim Two", email: "KIM@two.example" },
      ],
    });
    const body = bulkUploadResponseSchema.parse(response.json());
    expect(body.credentials.map((c) => c.username)).toEqual(["kim", "kim3"]);
  });

  it("creates each e-mail once when two uploads with the same rows run at the same time", async () => {
    const company = await t.createCompany();
    const rows = Array.from({ length: 40 }, (_, i) => ({
      fullName: `Twin ${i}`,
      email: `twin${i}@race.example`,
    }));
    const responses = await Promise.all([
      upload({ companyId: company.id, employees: rows }),
      upload({ companyId: company.id, employees: rows }),
    ]);
    const bodies = responses.map((r) => bulkUploadResponseSchema.parse(r.json()));
    expect(bodies[0]!.successCount + bodies[1]!.successCount).toBe(40);
    const errors = bodies.flatMap((b) => b.errors);
    expect(errors).toHaveLength(40);
    expect(new Set(errors.map((e) => e.error))).toEqual(new Set(["Email already registered"]));
    expect(await t.db.select().from(users).where(eq(users.companyId, company.id))).toHaveLength(40);
  });

  it("gives distinct usernames when simultaneous uploads want the same ones", async () => {
    const company = await t.createCompany();
    const rows = (domain: string) =>
      Array.from({ length: 30 }, (_, i) => ({ fullName: `Same ${i}`, email: `same${i}@${domain}` }));
    const responses = await Promise.all([
      upload({ companyId: company.id, employees: rows("one.example") }),
      upload({ companyId: company.id, employees: rows("two.example") }),
    ]);
    const bodies = responses.map((r) => bulkUploadResponseSchema.parse(r.json()));
    expect(bodies.every((b) => b.success && b.successCount === 30)).toBe(true);
    const usernames = bodies.flatMap((b) => b.credentials.map((c) => c.username));
    expect(new Set(usernames).size).toBe(60);
  });

  it("e-mails each new account its sign-in details when sendEmails is true", async () => {
    const company = await t.createCompany({ name: "Mailing Co" });
    const response = await upload({
      companyId: company.id,
      sendEmails: true,
      employees: [
        { fullName: "Mia Mail", email: "mia@mailing.example" },
        { fullName: "Max Mail", email: "max@mailing.example" },
      ],
    });
    const body = bulkUploadResponseSchema.parse(response.json());
    await t.app.deps.mailer.flush();
    const mail = await t.db.select().from(emailOutbox).where(like(emailOutbox.to, "%@mailing.example"));
    expect(mail).toHaveLength(2);
    const mia = mail.find((m) => m.to === "mia@mailing.example")!;
    expect(mia.kind).toBe("welcome-credentials");
    expect(mia.text).toContain(body.credentials[0]!.username);
    expect(mia.text).toContain(body.credentials[0]!.password);
    expect(mia.text).toContain("http://localhost:5000/auth");
    expect(mia.html).toContain("Mailing Co");
  });

  it("sends nothing without sendEmails", async () => {
    const company = await t.createCompany();
    await upload({
      companyId: company.id,
      employees: [{ fullName: "No Mail", email: "nomail@quiet.example" }],
    });
    await t.app.deps.mailer.flush();
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "nomail@quiet.example")),
    ).toHaveLength(0);
  });

  it("answers 404 for an unknown company and 400 for an empty list or no company", async () => {
    const missing = await upload({
      companyId: 999999,
      employees: [{ fullName: "A B", email: "ab@x.example" }],
    });
    expect(missing.statusCode).toBe(404);
    const empty = await upload({ companyId: 1, employees: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please upload and preview a CSV file first.");
    const noCompany = await upload({ employees: [{ fullName: "A B", email: "ab@x.example" }] });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().message).toBe("Please select a company first");
  });
});

describe("POST /api/admin/generate-bulk-accounts", () => {
  it("creates numbered accounts under the given domain, continuing past existing numbers", async () => {
    const company = await t.createCompany({
      name: "Northwind Logistics",
      contactEmail: "hr@northwind.example",
    });
    const first = await generate({ companyId: company.id, count: 3, domain: "Northwind.co.uk" });
    expect(first.statusCode).toBe(201);
    const body = generateBulkAccountsResponseSchema.parse(first.json());
    expect(body.count).toBe(3);
    expect(body.credentials.map((c) => [c.username, c.email, c.fullName])).toEqual([
      ["northwind-logistics-001", "northwind-logistics-001@northwind.co.uk", "Employee 1"],
      ["northwind-logistics-002", "northwind-logistics-002@northwind.co.uk", "Employee 2"],
      ["northwind-logistics-003", "northwind-logistics-003@northwind.co.uk", "Employee 3"],
    ]);
    const stored = (await t.db.select().from(users).where(eq(users.username, "northwind-logistics-002")))[0]!;
    expect(stored).toMatchObject({ role: "parent", companyId: company.id, mustChangePassword: true });
    expect(await verifyPassword(stored.passwordHash, body.credentials[1]!.password)).toBe(true);
    expect(body.emailTemplate).toContain("Northwind Logistics");
    expect(body.emailTemplate).toContain("{{username}}");
    expect(body.emailTemplate).toContain("{{password}}");

    // Without a domain: the company contact e-mail's domain; numbering continues.
    const second = await generate({ companyId: company.id, count: 2 });
    const next = generateBulkAccountsResponseSchema.parse(second.json());
    expect(next.credentials.map((c) => [c.username, c.email])).toEqual([
      ["northwind-logistics-004", "northwind-logistics-004@northwind.example"],
      ["northwind-logistics-005", "northwind-logistics-005@northwind.example"],
    ]);
    const companies = await admin.inject({ method: "GET", url: "/api/admin/companies" });
    expect(companies.json().find((c: { id: number }) => c.id === company.id).employeeCount).toBe(5);
  });

  it("numbers accounts distinctly when two generations for one company run at the same time", async () => {
    const company = await t.createCompany({ name: "Parallel Co" });
    const responses = await Promise.all([
      generate({ companyId: company.id, count: 40 }),
      generate({ companyId: company.id, count: 40 }),
    ]);
    const bodies = responses.map((r) => generateBulkAccountsResponseSchema.parse(r.json()));
    expect(bodies.map((b) => b.count)).toEqual([40, 40]);
    const usernames = bodies.flatMap((b) => b.credentials.map((c) => c.username)).sort();
    expect(usernames).toEqual(
      Array.from({ length: 80 }, (_, i) => `parallel-co-${String(i + 1).padStart(3, "0")}`),
    );
  });

  it("ignores self-chosen usernames with more than six digits when numbering", async () => {
    const company = await t.createCompany({ name: "Overflow Co" });
    await t.createUser("parent", { username: "overflow-co-99999999999999999999" });
    await t.createUser("parent", { username: "overflow-co-1234567" });
    await t.createUser("parent", { username: "overflow-co-000041" });
    const response = await generate({ companyId: company.id, count: 2, domain: "overflow.example" });
    expect(response.statusCode, response.body).toBe(201);
    const body = generateBulkAccountsResponseSchema.parse(response.json());
    expect(body.credentials.map((c) => [c.username, c.fullName])).toEqual([
      ["overflow-co-042", "Employee 42"],
      ["overflow-co-043", "Employee 43"],
    ]);
  });

  it("marks the made-up e-mails of generated accounts, and not the e-mails of uploaded ones", async () => {
    const company = await t.createCompany({ name: "Flagged Co" });
    const generated = generateBulkAccountsResponseSchema.parse(
      (await generate({ companyId: company.id, count: 1 })).json(),
    );
    const uploaded = bulkUploadResponseSchema.parse(
      (
        await upload({
          companyId: company.id,
          employees: [{ fullName: "Real Person", email: "real.person@flagged.example" }],
        })
      ).json(),
    );
    const flagOf = async (username: string) =>
      (await t.db.select().from(users).where(eq(users.username, username)))[0]?.emailGenerated;
    expect(await flagOf(generated.credentials[0]!.username)).toBe(true);
    expect(await flagOf(uploaded.credentials[0]!.username)).toBe(false);
  });

  it("escapes the company name in the e-mail template", async () => {
    const company = await t.createCompany({ name: "<script>alert(1)</script> & Co" });
    const response = await generate({ companyId: company.id, count: 1 });
    const body = generateBulkAccountsResponseSchema.parse(response.json());
    expect(body.emailTemplate).not.toContain("<script>");
    expect(body.emailTemplate).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co");
    expect(body.credentials[0]!.username).toBe("script-alert-1-script-co-001");
  });

  it.each([
    [{ count: 0 }, "count", "Must generate at least 1 account"],
    [{ count: 1001 }, "count", "Cannot generate more than 1000 accounts at once"],
    [{ domain: "not a domain" }, "domain", "Please enter a valid domain, e.g. acme.co.uk"],
    [{ domain: "hr@acme.co.uk" }, "domain", "Please enter a valid domain, e.g. acme.co.uk"],
    [{ domain: "acme" }, "domain", "Please enter a valid domain, e.g. acme.co.uk"],
    // Bulk generation creates family accounts only [1§6].
    [{ role: "admin" }, "role", "Role must be student"],
    [{ companyId: undefined }, "companyId", "Please select a company first"],
  ])("rejects %o", async (change, path, message) => {
    const response = await generate({ companyId: 1, count: 5, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });

  it("answers 404 for an unknown company", async () => {
    const response = await generate({ companyId: 999999, count: 1 });
    expect(response.statusCode).toBe(404);
  });

  it("creates 1000 accounts in one call", async () => {
    const company = await t.createCompany({ name: "Big Batch" });
    const response = await generate({ companyId: company.id, count: 1000, domain: "bigbatch.example" });
    expect(response.statusCode).toBe(201);
    const body = generateBulkAccountsResponseSchema.parse(response.json());
    expect(body.count).toBe(1000);
    expect(new Set(body.credentials.map((c) => c.username)).size).toBe(1000);
    expect(body.credentials.at(-1)!.username).toBe("big-batch-1000");
  });
});
