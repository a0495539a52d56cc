import { describe, expect, it } from "vitest";
import type { ScheduledSessionStatus } from "#shared/schemas/scheduled-sessions.ts";
import { tabFromHash } from "../lib/admin-tabs.ts";
import { credentialsCsv } from "../lib/credentials-csv.ts";
import { inviteStatus } from "../lib/invite-status.ts";
import { combineDateAndTime, upcomingSessions } from "../lib/session-views.ts";
import { welcomeEmailTemplate } from "../lib/welcome-email-template.ts";

describe("tabFromHash", () => {
  it("maps each hash to its tab and anything else to schedule", () => {
    for (const tab of ["schedule", "tutors", "companies", "employees", "registration", "lessons"]) {
      expect(tabFromHash(`#${tab}`)).toBe(tab);
    }
    expect(tabFromHash("")).toBe("schedule");
    expect(tabFromHash("#TUTORS")).toBe("schedule");
    expect(tabFromHash("#%E0")).toBe("schedule");
  });
});

describe("inviteStatus", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  it("is Used when used, whatever the expiry", () => {
    expect(inviteStatus({ isUsed: true, expiresAt: "2026-05-01T00:00:00Z" }, now)).toBe("Used");
  });
  it("is Expired when unused and past its expiry, Active otherwise", () => {
    expect(inviteStatus({ isUsed: false, expiresAt: "2026-06-01T11:59:59Z" }, now)).toBe("Expired");
    expect(inviteStatus({ isUsed: false, expiresAt: "2026-06-08T12:00:00Z" }, now)).toBe("Active");
  });
});

describe("upcomingSessions and combineDateAndTime", () => {
  const base = {
    description: null,
    subject: "Maths",
    tutorId: 1,
    tutorName: null,
    studentId: null,
    duration: 60,
  };
  const extra = { youtubeUrl: null, academicYear: null, notes: null, createdAt: "2026-01-01T00:00:00Z" };
  const at = (id: number, scheduledFor: string, status: ScheduledSessionStatus = "scheduled") => ({
    id,
    title: `S${id}`,
    scheduledFor,
    status,
    ...base,
    ...extra,
  });
  it("keeps future, not cancelled sessions, soonest first", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const result = upcomingSessions(
      [
        at(1, "2026-06-03T09:00:00Z"),
        at(2, "2026-05-30T09:00:00Z"),
        at(3, "2026-06-02T09:00:00Z"),
        at(4, "2026-06-02T10:00:00Z", "cancelled"),
      ],
      now,
    );
    expect(result.map((s) => s.id)).toEqual([3, 1]);
  });
  it("combines a day and a slot in local time", () => {
    expect(combineDateAndTime("2030-03-15", "09:30")?.getTime()).toBe(new Date(2030, 2, 15, 9, 30).getTime());
    expect(combineDateAndTime("", "09:30")).toBeNull();
  });
});

describe("credentialsCsv", () => {
  it("has the columns fullName, username, password, email and escapes formulas", () => {
    expect(
      credentialsCsv([
        { fullName: "=cmd|'/C calc'!A0", username: "u1", password: "-p4ss", email: "a@example.com" },
      ]),
    ).toBe("fullName,username,password,email\r\n'=cmd|'/C calc'!A0,u1,'-p4ss,a@example.com\r\n");
  });
});

describe("welcomeEmailTemplate", () => {
  it("escapes the brand and link it inserts and keeps the merge placeholders", () => {
    const html = welcomeEmailTemplate({
      brandName: "A&B <Tuition>",
      signInUrl: "https://x.example/auth?a=1&b=2",
    });
    expect(html).toContain("A&amp;B &lt;Tuition&gt;");
    expect(html).toContain('href="https://x.example/auth?a=1&amp;b=2"');
    expect(html).toContain("{{username}}");
    expect(html).toContain("{{password}}");
  });
});
