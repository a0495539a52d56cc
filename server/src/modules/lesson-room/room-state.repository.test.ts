import { describe, expect, it } from "vitest";
import { scheduledSessions } from "../../db/schema.ts";
import { setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();

async function newSession() {
  const { user: tutor } = await t.createUser("tutor");
  const [session] = await t.db
    .insert(scheduledSessions)
    .values({ title: "Fractions", subject: "Maths", tutorId: tutor.id, scheduledFor: new Date() })
    .returning();
  return { tutor, session: session! };
}

describe("room state repository", () => {
  it("opens one lesson per session with a random room id and secret", async () => {
    const repo = t.app.deps.repositories.roomState;
    const { session } = await newSession();
    const [first, second] = await Promise.all([repo.openLesson(session.id), repo.openLesson(session.id)]);
    expect(second).toEqual(first);
    expect(first.janusRoomId).not.toBe(session.id);
    expect(first.janusRoomId).toBeLessThan(2 ** 48);
    expect(first.roomSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.version).toBe(0);
  });

  it("touch bumps the version and wakes a wait on that session only", async () => {
    const repo = t.app.deps.repositories.roomState;
    const changes = t.app.deps.roomChanges;
    const { session } = await newSession();
    const { session: other } = await newSession();
    await repo.openLesson(session.id);
    await repo.openLesson(other.id);

    const started = performance.now();
    const woken = changes.watch(session.id, 5_000).changed;
    let otherWoken = false;
    void changes.watch(other.id, 300).changed.then(() => {
      otherWoken = performance.now() - started < 250;
    });
    await repo.touch(session.id);
    await woken;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await repo.findLesson(session.id))?.version).toBe(1);
    expect((await repo.findLesson(other.id))?.version).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(otherWoken).toBe(false);
  });

  it("keeps one participant per child and raised hands in the order raised", async () => {
    const repo = t.app.deps.repositories.roomState;
    const { tutor, session } = await newSession();
    await repo.openLesson(session.id);
    const host = await repo.enter({
      sessionId: session.id,
      userId: tutor.id,
      studentId: null,
      role: "host",
      displayName: tutor.fullName,
      state: "admitted",
    });
    const again = await repo.enter({
      sessionId: session.id,
      userId: tutor.id,
      studentId: null,
      role: "host",
      displayName: tutor.fullName,
      state: "admitted",
    });
    expect(again.id).toBe(host.id);
    expect(again.feedId).toBe(host.feedId);
    expect(host.admittedAt).not.toBeNull();

    await repo.setHand(host.id, true, new Date("2026-01-01T10:00:00Z"));
    await repo.setHand(host.id, true, new Date("2026-01-01T10:05:00Z"));
    const [row] = await repo.participants(session.id);
    expect(row?.handRaisedAt?.toISOString()).toBe("2026-01-01T10:00:00.000Z");
  });
});
