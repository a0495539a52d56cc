/**
 * The employer utilisation report (decision 026): counts on a seeded company, small counts as "<5" that no
 * total gives away, nothing about a child or a family in the JSON or the CSV, admins only, and the share
 * links an HR contact opens without signing in.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  EXPIRY_DAYS_MESSAGE,
  MONTH_MESSAGE,
  MONTH_ORDER_MESSAGE,
  MONTH_PAIR_MESSAGE,
  MONTH_RANGE_MESSAGE,
  UTILISATION_MEASURES,
  utilisationReportSchema,
} from "#shared/schemas/utilisation.ts";
import { setupPortalUsers, setupTestApp, testConfig } from "../../test/test-app.ts";
import { attendance, bookings } from "../bookings/bookings.table.ts";
import { recordedLessons, recordedLessonViews } from "../recorded-lessons/recorded-lessons.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { reportLinks } from "./report-links.table.ts";

const t = setupTestApp();
const { admin, tutor, family } = setupPortalUsers(t);

const RANGE = "from=2026-01&to=2026-06";
let companyId: number;
let otherCompanyId: number;
/** Every name, username, e-mail and child's first name seeded: none may appear in a report. */
const personal: string[] = [];

const jan = (day: number) => new Date(`2026-01-${String(day).padStart(2, "0")}T12:00:00Z`);
const feb = (day: number) => new Date(`2026-02-${String(day).padStart(2, "0")}T12:00:00Z`);
const mar = (day: number) => new Date(`2026-03-${String(day).padStart(2, "0")}T12:00:00Z`);

async function family_(
  index: number,
  values: { createdAt: Date; activatedAt?: Date | null; company?: number },
) {
  const { user } = await t.createUser("parent", {
    fullName: `Zebediah Quill${index}`,
    username: `zquill${index}`,
    email: `zebediah.quill${index}@family.example`,
    companyId: values.company ?? companyId,
    createdAt: values.createdAt,
    activatedAt: values.activatedAt ?? null,
  });
  personal.push(user.fullName, user.username, user.email);
  return user;
}

async function child(userId: number, createdAt: Date, firstName: string) {
  const rows = await t.db
    .insert(students)
    .values({ userId, firstName, grade: "Year 7", createdAt })
    .returning();
  personal.push(firstName);
  return rows[0]!;
}

async function session(scheduledFor: Date, status: "scheduled" | "cancelled" = "scheduled") {
  const rows = await t.db
    .insert(scheduledSessions)
    .values({ title: "Group maths", subject: "Mathematics", tutorId: tutor.user.id, scheduledFor, status })
    .returning();
  return rows[0]!;
}

beforeAll(async () => {
  const company = await t.createCompany({ name: "Acme Utilisation Ltd", placesPurchased: 50 });
  const other = await t.createCompany({ name: "Other Employer Ltd", placesPurchased: 10 });
  companyId = company.id;
  otherCompanyId = other.id;

  // January: 6 accounts created, 5 of them activated; 5 families add children (one adds two).
  const january = [];
  for (let i = 0; i < 6; i++)
    january.push(await family_(i, { createdAt: jan(3 + i), activatedAt: i < 5 ? jan(10 + i) : null }));
  const children = [];
  for (let i = 0; i < 5; i++) children.push(await child(january[i]!.id, jan(20), `Xanthippe${i}`));
  children.push(await child(january[0]!.id, jan(21), "Ysolde"));
  // February: 2 accounts created (a small count); March: 5 activated (the sixth January account among them).
  await family_(10, { createdAt: feb(2) });
  await family_(11, { createdAt: feb(3), activatedAt: mar(1) });
  const late = [];
  for (let i = 0; i < 4; i++) late.push(await family_(20 + i, { createdAt: jan(1), activatedAt: mar(5) }));
  // Another company's account in January: not Acme's.
  await family_(30, { createdAt: jan(5), activatedAt: jan(6), company: otherCompanyId });

  // February: 6 children booked (one of them into two sessions); a cancelled session's bookings do not count.
  const first = await session(feb(10));
  const second = await session(feb(17));
  const cancelled = await session(feb(24), "cancelled");
  for (const booked of children)
    await t.db
      .insert(bookings)
      .values({ sessionId: first.id, studentId: booked.id, userId: booked.userId, companyId });
  await t.db
    .insert(bookings)
    .values({ sessionId: second.id, studentId: children[0]!.id, userId: children[0]!.userId, companyId });
  await t.db
    .insert(bookings)
    .values({ sessionId: cancelled.id, studentId: children[1]!.id, userId: children[1]!.userId, companyId });
  // 3 present and 2 absent at the first session: "sessions attended" is 3, a small count.
  for (const [i, marked] of children.slice(0, 5).entries())
    await t.db.insert(attendance).values({
      sessionId: first.id,
      studentId: marked.id,
      present: i < 3,
      companyId,
      markedBy: tutor.user.id,
    });

  // Recordings: 7 views in March; one at 23:30 UTC on 31 May, which is June in London (BST).
  const lesson = (
    await t.db
      .insert(recordedLessons)
      .values({ title: "Fractions", subject: "Mathematics", tutorId: tutor.user.id })
      .returning()
  )[0]!;
  for (let i = 0; i < 7; i++)
    await t.db
      .insert(recordedLessonViews)
      .values({ recordedLessonId: lesson.id, companyId, viewedAt: mar(10 + i) });
  await t.db
    .insert(recordedLessonViews)
    .values({ recordedLessonId: lesson.id, companyId, viewedAt: new Date("2026-05-31T23:30:00Z") });
  await t.db
    .insert(recordedLessonViews)
    .values({ recordedLessonId: lesson.id, companyId: otherCompanyId, viewedAt: mar(10) });
});

const reportUrl = (query = RANGE, id = companyId) => `/api/admin/companies/${id}/utilisation?${query}`;

describe("GET /api/admin/companies/{id}/utilisation", () => {
  it('counts the company\'s months, small counts as "<5", totals withheld where a month is hidden', async () => {
    const response = await admin.inject({ method: "GET", url: reportUrl() });
    expect(response.statusCode).toBe(200);
    const report = utilisationReportSchema.parse(response.json());
    expect(report.companyName).toBe("Acme Utilisation Ltd");
    expect(report.months.map((m) => m.month)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    const column = (measure: (typeof UTILISATION_MEASURES)[number]) => report.months.map((m) => m[measure]);
    expect(report.months.every((m) => m.placesPurchased === 50)).toBe(true);
    // 6 + 4 created in January (the 4 activated in March), 2 in February.
    expect(column("accountsCreated")).toEqual([10, "<5", 0, 0, 0, 0]);
    expect(column("accountsActivated")).toEqual([5, 0, 5, 0, 0, 0]);
    expect(column("familiesWithChildren")).toEqual([5, 0, 0, 0, 0, 0]);
    expect(column("childrenBooked")).toEqual([0, 6, 0, 0, 0, 0]);
    expect(column("sessionsAttended")).toEqual([0, "<5", 0, 0, 0, 0]);
    expect(column("recordingsWatched")).toEqual([0, 0, 7, 0, 0, "<5"]);
    expect(report.totals).toEqual({
      placesPurchased: 50,
      accountsCreated: null,
      accountsActivated: 10,
      familiesWithChildren: 5,
      childrenBooked: 6,
      sessionsAttended: null,
      recordingsWatched: null,
    });
  });

  it("lets no range's total give a hidden month away: every shown total is the sum of shown months", async () => {
    const months = ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"];
    for (let start = 0; start < months.length; start++) {
      for (let end = start; end < months.length; end++) {
        const response = await admin.inject({
          method: "GET",
          url: reportUrl(`from=${months[start]}&to=${months[end]}`),
        });
        const report = utilisationReportSchema.parse(response.json());
        for (const measure of UTILISATION_MEASURES) {
          const cells = report.months.map((m) => m[measure]);
          const total = report.totals[measure];
          if (cells.includes("<5")) expect(total, `${measure} ${months[start]}..${months[end]}`).toBeNull();
          else expect(total).toBe(cells.reduce<number>((sum, cell) => sum + Number(cell), 0));
        }
      }
    }
  });

  it("carries no child-level or family-level field, in the JSON or the CSV", async () => {
    const json = (await admin.inject({ method: "GET", url: reportUrl() })).body;
    const csv = (await admin.inject({ method: "GET", url: reportUrl(`${RANGE}&format=csv`) })).body;
    expect(personal.length).toBeGreaterThan(30);
    for (const text of [json, csv]) {
      for (const value of personal) expect(text.toLowerCase()).not.toContain(value.toLowerCase());
      expect(text).not.toMatch(/@|studentId|userId|firstName|fullName|username|email/i);
    }
    const keys = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object")
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
    };
    walk(JSON.parse(json));
    expect([...keys].sort()).toEqual(
      [
        "companyName",
        "from",
        "to",
        "months",
        "totals",
        "month",
        "placesPurchased",
        ...UTILISATION_MEASURES,
      ].sort(),
    );
  });

  it("downloads the same report as a formula-safe CSV named after the company and months", async () => {
    const response = await admin.inject({ method: "GET", url: reportUrl(`${RANGE}&format=csv`) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="utilisation-acme-utilisation-ltd-2026-01-to-2026-06.csv"',
    );
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines).toEqual([
      "Month,Places purchased,Accounts created,Accounts activated,Families adding children,Children booked,Sessions attended,Recordings watched",
      "2026-01,50,10,5,5,0,0,0",
      "2026-02,50,<5,0,0,6,<5,0",
      "2026-03,50,0,5,0,0,0,7",
      "2026-04,50,0,0,0,0,0,0",
      "2026-05,50,0,0,0,0,0,0",
      "2026-06,50,0,0,0,0,0,<5",
      "Total,50,withheld,10,5,6,withheld,withheld",
    ]);
    for (const cell of lines.flatMap((line) => line.split(","))) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("covers the last 12 months when no range is given", async () => {
    const report = utilisationReportSchema.parse(
      (await admin.inject({ method: "GET", url: `/api/admin/companies/${companyId}/utilisation` })).json(),
    );
    expect(report.months).toHaveLength(12);
    expect(report.to).toBe(report.months.at(-1)?.month);
  });

  it("counts a family's view of a recording under its company (POST /api/recorded-lessons/{id}/views)", async () => {
    const { user, cookie } = await t.asRole("parent", { companyId: otherCompanyId });
    const lesson = (
      await t.db
        .insert(recordedLessons)
        .values({ title: "Algebra", subject: "Mathematics", tutorId: tutor.user.id })
        .returning()
    )[0]!;
    const viewed = await t.app.inject({
      method: "POST",
      url: `/api/recorded-lessons/${lesson.id}/views`,
      headers: { cookie },
    });
    expect(viewed.statusCode).toBe(200);
    await tutor.inject({ method: "POST", url: `/api/recorded-lessons/${lesson.id}/views` });
    const rows = await t.db
      .select()
      .from(recordedLessonViews)
      .where(eq(recordedLessonViews.recordedLessonId, lesson.id));
    expect(rows).toEqual([expect.objectContaining({ userId: user.id, companyId: otherCompanyId })]);
  });

  it.each([
    ["from=2026-13&to=2026-14", MONTH_MESSAGE],
    ["from=2026-1&to=2026-02", MONTH_MESSAGE],
    ["from=jan&to=feb", MONTH_MESSAGE],
    ["from=2026-05&to=2026-04", MONTH_ORDER_MESSAGE],
    ["from=2024-01&to=2026-01", MONTH_RANGE_MESSAGE],
    ["from=2026-01", MONTH_PAIR_MESSAGE],
    ["to=2026-01", MONTH_PAIR_MESSAGE],
    ["from=2026-01&to=2026-02&format=xml", "Format must be json or csv"],
  ])("answers 400 to ?%s with a clear message", async (query, message) => {
    const response = await admin.inject({ method: "GET", url: reportUrl(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("accepts 24 months", async () => {
    const response = await admin.inject({ method: "GET", url: reportUrl("from=2025-01&to=2026-12") });
    expect(utilisationReportSchema.parse(response.json()).months).toHaveLength(24);
  });

  it("answers 404 for an unknown company", async () => {
    const response = await admin.inject({ method: "GET", url: reportUrl(RANGE, 999999) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Company not found");
  });
});

describe("admin only", () => {
  const calls = () => [
    { method: "GET" as const, url: reportUrl() },
    { method: "GET" as const, url: reportUrl(`${RANGE}&format=csv`) },
    {
      method: "POST" as const,
      url: `/api/admin/companies/${companyId}/report-links`,
      payload: { expiresInDays: 30 },
    },
    { method: "GET" as const, url: `/api/admin/companies/${companyId}/report-links` },
    { method: "DELETE" as const, url: "/api/admin/report-links/1" },
  ];

  it("answers 401 anonymously and 403 to a tutor and a family", async () => {
    for (const call of calls()) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await tutor.inject(call)).statusCode).toBe(403);
      expect((await family.inject(call)).statusCode).toBe(403);
    }
  });
});

describe("report links", () => {
  const create = (expiresInDays: unknown, id = companyId) =>
    admin.inject({
      method: "POST",
      url: `/api/admin/companies/${id}/report-links`,
      payload: { expiresInDays },
    });
  const tokenOf = (url: string) => url.split("/reports/")[1]!;

  it("creates a link whose token is only stored as its SHA-256, opened without sign-in", async () => {
    const before = Date.now();
    const response = await create(30);
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link.url).toMatch(/^http:\/\/[^/]+\/reports\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const token = tokenOf(link.url);
    const stored = (await t.db.select().from(reportLinks).where(eq(reportLinks.id, link.id)))[0]!;
    expect(stored.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).toMatchObject({ companyId, createdBy: admin.user.id, revokedAt: null });

    const shared = await t.app.inject({ method: "GET", url: `/api/reports/${token}?${RANGE}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["cache-control"]).toBe("no-store");
    const adminView = await admin.inject({ method: "GET", url: reportUrl() });
    expect(utilisationReportSchema.parse(shared.json())).toEqual(adminView.json());
    const byDefault = await t.app.inject({ method: "GET", url: `/api/reports/${token}` });
    expect(utilisationReportSchema.parse(byDefault.json()).months).toHaveLength(12);
    const badRange = await t.app.inject({
      method: "GET",
      url: `/api/reports/${token}?from=2026-05&to=2026-01`,
    });
    expect(badRange.statusCode).toBe(400);
  });

  it("lists the company's links newest first, never their tokens", async () => {
    const first = (await create(7)).json();
    const second = (await create(90)).json();
    const response = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${companyId}/report-links`,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.slice(0, 2).map((link: { id: number }) => link.id)).toEqual([second.id, first.id]);
    expect(Object.keys(list[0]).sort()).toEqual(["createdAt", "expiresAt", "id", "revokedAt"]);
    for (const url of [first.url, second.url]) expect(response.body).not.toContain(tokenOf(url));
    const other = await admin.inject({
      method: "GET",
      url: `/api/admin/companies/${otherCompanyId}/report-links`,
    });
    expect(other.json()).toEqual([]);
  });

  it("revokes a link: the shared report answers 404 at once", async () => {
    const link = (await create(30)).json();
    const url = `/api/reports/${tokenOf(link.url)}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const revoked = await admin.inject({ method: "DELETE", url: `/api/admin/report-links/${link.id}` });
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({ method: "GET", url });
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toBe("This report link is not valid. It may have expired or been revoked.");
    const listed = (
      await admin.inject({ method: "GET", url: `/api/admin/companies/${companyId}/report-links` })
    ).json();
    expect(listed.find((l: { id: number }) => l.id === link.id).revokedAt).toEqual(expect.any(String));
    expect(
      (await admin.inject({ method: "DELETE", url: `/api/admin/report-links/${link.id}` })).statusCode,
    ).toBe(204);
  });

  it("answers 404 for an expired or unknown link", async () => {
    const link = (await create(1)).json();
    await t.db
      .update(reportLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportLinks.id, link.id));
    expect((await t.app.inject({ method: "GET", url: `/api/reports/${tokenOf(link.url)}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: `/api/reports/${"A".repeat(43)}` })).statusCode).toBe(
      404,
    );
  });

  it.each([0, 91, 1.5, "30", null])("refuses expiresInDays %o with a clear 400", async (days) => {
    const response = await create(days);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EXPIRY_DAYS_MESSAGE);
  });

  it("answers 404 for an unknown company or link", async () => {
    expect((await create(30, 999999)).statusCode).toBe(404);
    const list = await admin.inject({ method: "GET", url: "/api/admin/companies/999999/report-links" });
    expect(list.statusCode).toBe(404);
    const revoke = await admin.inject({ method: "DELETE", url: "/api/admin/report-links/999999" });
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().message).toBe("Report link not found");
  });
});

describe("opening shared reports too often", () => {
  // The limit is a configured rule like the others, so RATE_LIMIT_MULTIPLIER and tests can set it.
  const limited = setupTestApp({
    rateLimits: { ...testConfig().rateLimits, sharedReport: { max: 2, timeWindow: 60_000 } },
  });

  it("answers 429 past the limit for one address", async () => {
    const path = `/api/reports/${"A".repeat(43)}`;
    expect((await limited.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await limited.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await limited.app.inject({ method: "GET", url: path })).statusCode).toBe(429);
  });
});
