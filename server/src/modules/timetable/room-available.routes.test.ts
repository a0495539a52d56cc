/**
 * The portal's session answers say whether the lesson room can be held (decision 053: Join leads to the
 * room, or to the streaming link when the product has no media server), and a group session's streaming
 * link reaches only families with a booked child (DECISIONS.md "The lesson room") in every one
 * of them: the lists, the calendar's range, the upcoming ones and the one-session read.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp, type TestContext } from "../../test/test-app.ts";
import type { MediaServer } from "../media-server/media-server.port.ts";
import { unavailableMediaServer } from "../media-server/unavailable-media-server.ts";

const HOUR = 3_600_000;
const LINK = "https://www.youtube.com/watch?v=group";

type Answer = { id: number; youtubeUrl: string | null; roomAvailable: boolean };

/** A group session of Year 8 with a streaming link, one family booked into it and one that is not. */
function fixture(t: TestContext) {
  const people = {} as {
    tutor: SignedInUser;
    booked: SignedInUser;
    unbooked: SignedInUser;
    sessionId: number;
  };
  beforeAll(async () => {
    people.tutor = await t.asRole("tutor");
    people.booked = await t.asRole("parent");
    people.unbooked = await t.asRole("parent");
    const [child, otherChild] = await t.db
      .insert(students)
      .values([
        { userId: people.booked.user.id, grade: "Year 8", firstName: "Ada" },
        { userId: people.unbooked.user.id, grade: "Year 8", firstName: "Bea" },
      ])
      .returning({ id: students.id });
    expect(otherChild).toBeDefined();
    const [session] = await t.db
      .insert(scheduledSessions)
      .values({
        title: "Year 8 group",
        subject: "Mathematics",
        tutorId: people.tutor.user.id,
        scheduledFor: new Date(Date.now() + 2 * HOUR),
        duration: 45,
        academicYear: "Year 8",
        capacity: 10,
        youtubeUrl: LINK,
      })
      .returning({ id: scheduledSessions.id });
    people.sessionId = session!.id;
    await t.db
      .insert(bookings)
      .values({ sessionId: session!.id, studentId: child!.id, userId: people.booked.user.id });
  });
  return people;
}

/** Every portal answer `as` gets of the session: the lists, the calendar's range, upcoming and the one read. */
async function answersOf(as: SignedInUser, sessionId: number): Promise<Answer[]> {
  const from = new Date(Date.now() - 24 * HOUR).toISOString();
  const to = new Date(Date.now() + 24 * HOUR).toISOString();
  const urls = [
    "/api/student/scheduled-sessions",
    `/api/scheduled-sessions?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    "/api/scheduled-sessions/upcoming",
  ];
  const answers: Answer[] = [];
  for (const url of urls) {
    const response = await as.inject({ method: "GET", url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    const found = (response.json() as Answer[]).find((session) => session.id === sessionId);
    expect(found, url).toBeDefined();
    answers.push(found!);
  }
  const one = await as.inject({ method: "GET", url: `/api/scheduled-sessions/${sessionId}` });
  expect(one.statusCode).toBe(200);
  answers.push(one.json() as Answer);
  return answers;
}

describe("without a media server", () => {
  const t = setupTestApp();
  const people = fixture(t);

  it("says the room is not available, so Join keeps the streaming link, in every answer", async () => {
    for (const as of [people.tutor, people.booked, people.unbooked]) {
      for (const answer of await answersOf(as, people.sessionId)) expect(answer.roomAvailable).toBe(false);
    }
  });

  it("shows a group session's streaming link only to the tutor and families with a booked child", async () => {
    for (const answer of await answersOf(people.booked, people.sessionId))
      expect(answer.youtubeUrl).toBe(LINK);
    for (const answer of await answersOf(people.tutor, people.sessionId))
      expect(answer.youtubeUrl).toBe(LINK);
    for (const answer of await answersOf(people.unbooked, people.sessionId)) {
      expect(answer.youtubeUrl).toBeNull();
    }
  });
});

describe("with a media server", () => {
  // Only `available` is read by these answers; the room's own calls are tested with the room's routes.
  const media: MediaServer = { ...unavailableMediaServer("not used"), available: true };
  const t = setupTestApp({}, media);
  const people = fixture(t);

  it("says the room is available to everyone who may see the session", async () => {
    for (const as of [people.tutor, people.booked, people.unbooked]) {
      for (const answer of await answersOf(as, people.sessionId)) expect(answer.roomAvailable).toBe(true);
    }
  });

  it("still keeps the streaming link from families without a booked child", async () => {
    for (const answer of await answersOf(people.unbooked, people.sessionId)) {
      expect(answer.youtubeUrl).toBeNull();
    }
  });
});
