/**
 * Whether an address has an account is not revealed to HR (DECISIONS.md "Safeguarding and security"):
 * an HR manager's invitation or uploaded row for an address that has an account (a family's
 * of another employer, an admin's) answers exactly as one for a new address, in the answer, the invitation
 * list and the audit list. Behind it no account is made or changed, no link that registers with the
 * address is mailed to it, and the account's owner is e-mailed instead how to use the benefit.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bulkUploadResponseSchema } from "#shared/schemas/employee-accounts.ts";
import { auditPageSchema, EMPLOYER_API } from "#shared/schemas/employer.ts";
import { inviteItemSchema, inviteListItemSchema } from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { mailsTo } from "../../test/api-helpers.ts";
import { type SignedInUser, setupTestApp, type TestUser } from "../../test/test-app.ts";
import { users } from "../users/users.table.ts";

const t = setupTestApp();
let hr: SignedInUser;
let companyId: number;
let family: TestUser;
let admin: TestUser;

/** The kind of e-mail the owner of an existing account gets instead of an invitation link. */
const NOTICE_KIND = "employer-benefit-existing-account";

async function stored(email: string) {
  return t.db.select().from(users).where(eq(users.email, email));
}

/** The shape of an answer: its keys and the types of their values, all the way down. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  }
  return value === null ? "null" : typeof value;
}

beforeAll(async () => {
  const company = await t.createCompany({ name: "Fenwick Rail", placesPurchased: 10 });
  const other = await t.createCompany({ name: "Other Employer" });
  companyId = company.id;
  hr = await t.asRole("hr", { companyId });
  family = await t.createUser("parent", { companyId: other.id, email: "ophelia.family@example.org" });
  admin = await t.createUser("admin", { email: "the.admin@example.org" });
});

describe("an HR manager's invitation to an address that has an account", () => {
  it("answers, lists and audits as one to a new address; the owner gets a notice, not a link", async () => {
    const people = [
      { fullName: "New Person", email: "new.person@example.org" },
      { fullName: "Ophelia Family", email: family.user.email },
      { fullName: "The Admin", email: admin.user.email },
    ];
    const response = await hr.inject({
      method: "POST",
      url: EMPLOYER_API.invites,
      payload: { employees: people },
    });
    expect(response.statusCode, response.body).toBe(201);
    const issued = z.array(inviteItemSchema).parse(response.json());
    expect(issued.map((invite) => invite.email)).toEqual(people.map((person) => person.email));
    expect(new Set(issued.map((invite) => JSON.stringify(shapeOf(invite))))).toHaveProperty("size", 1);
    expect(issued.every((invite) => !invite.isUsed)).toBe(true);

    const listed = await hr.inject({ method: "GET", url: EMPLOYER_API.invites });
    const list = z.array(inviteListItemSchema).parse(listed.json());
    for (const person of people) {
      expect(list.find((invite) => invite.email === person.email)).toMatchObject({ isUsed: false });
    }
    const audit = auditPageSchema.parse((await hr.inject({ method: "GET", url: EMPLOYER_API.audit })).json());
    const sent = audit.events.filter((line) => line.action === "invitation.sent");
    expect(sent.map((line) => line.targetLabel).sort()).toEqual(people.map((person) => person.email).sort());
    expect(
      new Set(sent.map((line) => JSON.stringify(shapeOf({ ...line, id: 0, at: "", targetLabel: "" })))),
    ).toHaveProperty("size", 1);

    // The new address gets its link; the accounts' owners get the notice and no link.
    const [invitation] = await mailsTo(t, "new.person@example.org", "invitation");
    expect(invitation?.text).toContain(issued[0]!.inviteLink);
    for (const owner of [family.user, admin.user]) {
      expect(await mailsTo(t, owner.email, "invitation")).toEqual([]);
      const [notice] = await mailsTo(t, owner.email, NOTICE_KIND);
      expect(notice?.subject).toContain("Fenwick Rail");
      expect(notice?.text).toContain("already have an account");
      expect(notice?.text).toContain("sign in");
      expect(notice?.text).toContain("HR team");
      expect(notice?.text).not.toMatch(/token=/);
      // The account is as it was: no new one, no change.
      const [row] = await stored(owner.email);
      expect(row).toEqual(owner);
    }
  });

  it("resends as for a new address, and still mails its owner no link", async () => {
    const list = z
      .array(inviteListItemSchema)
      .parse((await hr.inject({ method: "GET", url: EMPLOYER_API.invites })).json());
    const theirs = list.find((invite) => invite.email === family.user.email)!;
    const resent = await hr.inject({ method: "POST", url: EMPLOYER_API.inviteResend(theirs.id) });
    expect(resent.statusCode, resent.body).toBe(200);
    inviteItemSchema.parse(resent.json());
    expect(await mailsTo(t, family.user.email, "invitation")).toEqual([]);
    expect(await mailsTo(t, family.user.email, NOTICE_KIND)).toHaveLength(2);
  });
});

describe("an HR manager's uploaded row whose address has an account", () => {
  it("answers and audits as a new address's row, makes no account and mails the owner a notice", async () => {
    const response = await hr.inject({
      method: "POST",
      url: EMPLOYER_API.bulkUpload,
      payload: {
        employees: [
          { fullName: "Fresh Starter", email: "fresh.starter@example.org", department: "", jobTitle: "" },
          {
            fullName: "Ophelia Family",
            email: family.user.email.toUpperCase(),
            department: "",
            jobTitle: "",
          },
          { fullName: "The Admin", email: admin.user.email, department: "", jobTitle: "" },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = bulkUploadResponseSchema.parse(response.json());
    expect(result).toMatchObject({ success: true, successCount: 3, totalProcessed: 3, errors: [] });
    expect(result.credentials.map((credential) => credential.email.toLowerCase())).toEqual([
      "fresh.starter@example.org",
      family.user.email,
      admin.user.email,
    ]);
    expect(
      new Set(result.credentials.map((credential) => JSON.stringify(shapeOf(credential)))),
    ).toHaveProperty("size", 1);
    const audit = auditPageSchema.parse((await hr.inject({ method: "GET", url: EMPLOYER_API.audit })).json());
    expect(audit.events.find((line) => line.action === "employees.uploaded")?.detail).toEqual({
      created: 3,
      rows: 3,
      refused: 0,
    });

    expect(await stored("fresh.starter@example.org")).toHaveLength(1);
    for (const owner of [family.user, admin.user]) {
      expect(await stored(owner.email)).toEqual([owner]);
      expect(await mailsTo(t, owner.email, NOTICE_KIND)).not.toEqual([]);
      expect(await mailsTo(t, owner.email, "welcome-credentials")).toEqual([]);
    }
    // The sign-in shown for an address with an account opens nothing.
    const shown = result.credentials.find(
      (credential) => credential.email.toLowerCase() === family.user.email,
    )!;
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: shown.username, password: shown.password, role: "student" },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
