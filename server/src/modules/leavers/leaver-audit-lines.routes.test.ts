/**
 * Nothing about a named employee's use reaches HR (DECISIONS.md "Safeguarding and security"):
 * the audit line of a leaver whose access ends, made by an HR manager, by the housekeeping sweep at a
 * future date, or by the company's provisioning (SCIM), says when access ended and nothing of the
 * family's bookings, attendance or children, also for lines stored before this was so.
 */
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { type AuditEvent, auditPageSchema, EMPLOYER_API } from "#shared/schemas/employer.ts";
import { employerAuditEvents } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { addChild, book, makeSession } from "../lesson-room/lesson-room.test-support.ts";
import { makeToken, scim, scimUser } from "../scim/scim.test-support.ts";

const t = setupTestApp();
const HOUR = 60 * 60 * 1000;
let admin: SignedInUser;
let tutor: SignedInUser;
let hr: SignedInUser;
let companyId: number;

/** Words of a family's teaching that no line HR reads may carry, in its keys or its values. */
const FAMILY_WORDS = /booking|attend|child|student|session|lesson/i;

const londonDate = (days: number) => DateTime.now().setZone("Europe/London").plus({ days }).toISODate()!;

/** A family of the company with a child booked into two later sessions. */
async function bookedFamily(userId?: number) {
  const familyId = userId ?? (await t.createUser("parent", { companyId })).user.id;
  const child = await addChild(t, familyId, "Perpetua");
  for (const days of [2, 5]) {
    const session = await makeSession(t, tutor.user.id, { startsInMinutes: days * 24 * 60 });
    await book(t, session.id, child);
  }
  return familyId;
}

/** Every line of the company's audit list HR reads, with the target's e-mail. */
async function hrAuditLines() {
  const response = await hr.inject({ method: "GET", url: EMPLOYER_API.audit });
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json()).events;
}

function expectNoFamilyDetail(lines: AuditEvent[]) {
  for (const line of lines) {
    expect(JSON.stringify(line.detail ?? {}), line.action).not.toMatch(FAMILY_WORDS);
  }
}

beforeAll(async () => {
  admin = await t.asRole("admin");
  tutor = await t.asRole("tutor");
  const company = await t.createCompany({ placesPurchased: 20 });
  companyId = company.id;
  hr = await t.asRole("hr", { companyId });
});

describe("a leaver's audit line that HR reads", () => {
  it("says when access ended and nothing of bookings, when HR ends it today", async () => {
    const familyId = await bookedFamily();
    const marked = await hr.inject({
      method: "POST",
      url: EMPLOYER_API.leavers,
      payload: { userIds: [familyId], leftAt: londonDate(0) },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const lines = await hrAuditLines();
    const left = lines.find((line) => line.action === "employee.left");
    expect(left?.detail).toEqual({ leftAt: londonDate(0) });
    expectNoFamilyDetail(lines);
  });

  it("says when access ended and nothing of bookings, when the sweep ends it at its date", async () => {
    const familyId = await bookedFamily();
    const leftAt = londonDate(1);
    const marked = await admin.inject({
      method: "POST",
      url: `/api/admin/companies/${companyId}/leavers`,
      payload: { userIds: [familyId], leftAt },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const start = DateTime.fromISO(leftAt, { zone: "Europe/London" }).toJSDate();
    expect(await t.app.deps.services.leavers.processDue(new Date(start.getTime() + HOUR))).toBeGreaterThan(0);
    const lines = await hrAuditLines();
    const left = lines.find((line) => line.action === "employee.left" && line.actorKind === "system");
    expect(left?.detail).toEqual({ leftAt });
    expectNoFamilyDetail(lines);
  });

  it("says when access ended and nothing of bookings, when the company's provisioning ends it", async () => {
    const { token } = await makeToken(admin, companyId);
    const created = await scim(t, token, "POST", "/Users", scimUser("perpetua.parent@contoso.example"));
    expect(created.statusCode, created.body).toBe(201);
    const userId = Number((created.json() as { id: string }).id);
    await bookedFamily(userId);
    const deleted = await scim(t, token, "DELETE", `/Users/${userId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const lines = await hrAuditLines();
    const left = lines.find((line) => line.action === "employee.left" && line.actorKind === "scim");
    expect(left?.detail).toEqual({ leftAt: londonDate(0) });
    expectNoFamilyDetail(lines);
  });

  it("drops a booking count that a line stored before still carries", async () => {
    await t.db.insert(employerAuditEvents).values({
      companyId,
      actorKind: "system",
      actorLabel: "System",
      action: "employee.left",
      targetLabel: "earlier.leaver@example.org",
      detail: { leftAt: "2026-01-05", bookingsCancelled: 3 },
    });
    const lines = await hrAuditLines();
    const earlier = lines.find((line) => line.targetLabel === "earlier.leaver@example.org");
    expect(earlier?.detail).toEqual({ leftAt: "2026-01-05" });
    expectNoFamilyDetail(lines);
  });
});
