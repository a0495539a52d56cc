/** The demo bookings on a fresh install: the family sees its seats and a mark, the tutor a register to take. */
import { describe, expect, it } from "vitest";
import { familyBookingSchema, rosterEntrySchema } from "#shared/schemas/bookings.ts";
import { portalSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { fileStorageOf, setupTestApp } from "../../test/test-app.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "./index.ts";

const t = setupTestApp();

describe("demo bookings", () => {
  it("books the demo family's children into group sessions and marks Noah's past session attended", async () => {
    expect(await seedDemoDataIfEmpty(t.db, fileStorageOf(t.app))).toBe(true);
    const [, tutor, parent] = DEMO_SIGN_INS;
    const as = async (signIn: (typeof DEMO_SIGN_INS)[number], role: string) => {
      const cookie = await t.signIn(signIn.username, signIn.password, role);
      return (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
    };
    const family = await as(parent, "student");
    const booked = z.array(familyBookingSchema).parse((await family("/api/bookings")).json());
    expect(booked.map((row) => `${row.studentLabel}: ${row.title}`).sort()).toEqual([
      "Noah: Year 6 Maths: Negative Numbers",
      "Olivia: Forces and Motion Revision",
      "Olivia: GCSE Algebra: Simultaneous Equations",
      "Olivia: Trigonometry Live Q&A",
    ]);
    const sessions = z
      .array(portalSessionSchema)
      .parse((await family("/api/student/scheduled-sessions")).json());
    const ratio = sessions.find((session) => session.title === "Introduction to Ratio");
    expect(ratio?.attendance).toEqual([{ studentId: expect.any(Number), present: true }]);

    const teacher = await as(tutor, "tutor");
    const live = booked.find((row) => row.title === "Trigonometry Live Q&A")!;
    const roster = z
      .array(rosterEntrySchema)
      .parse((await teacher(`/api/scheduled-sessions/${live.sessionId}/roster`)).json());
    expect(roster).toEqual([expect.objectContaining({ studentLabel: "Olivia", present: null })]);
  });
});
