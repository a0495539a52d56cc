import { randomBytes, randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { roomChat, roomLessons, roomParticipants, roomPresence, scheduledSessions } from "../schema.ts";
import type { SeededStudents, SeededUsers } from "./index.ts";

const MINUTE = 60_000;

/** A media-server id as the room makes them (random, never the session's id). */
const randomId = () => randomInt(1, 2 ** 47) * 2 + randomInt(0, 2);

/**
 * Noah's past one-to-one "Introduction to Ratio" was held in the lesson room (docs/decisions/054), so an
 * admin sees a safeguarding record on a fresh install: the tutor and Noah in the join log (Noah dropped and
 * came back once), their chat with one message of Noah's the tutor hid (kept for audit), and the recorded
 * lesson the recordings seed gives the session. Its register was filled when it ended, so the room's
 * sweeper leaves it alone.
 */
export async function seedLessonRoom(tx: Database, { tutor, parent }: SeededUsers, { noah }: SeededStudents) {
  const [ratio] = await tx
    .select({ id: scheduledSessions.id, scheduledFor: scheduledSessions.scheduledFor })
    .from(scheduledSessions)
    .where(
      and(eq(scheduledSessions.title, "Introduction to Ratio"), eq(scheduledSessions.studentId, noah.id)),
    )
    .limit(1);
  if (!ratio) return;
  const at = (minutes: number) => new Date(ratio.scheduledFor.getTime() + minutes * MINUTE);
  await tx.insert(roomLessons).values({
    sessionId: ratio.id,
    janusRoomId: randomId(),
    roomSecret: randomBytes(24).toString("base64url"),
    openedAt: at(-3),
    endedAt: at(45),
    endedBy: tutor.id,
    registerFilledAt: at(45),
  });
  const [host, child] = await tx
    .insert(roomParticipants)
    .values([
      {
        sessionId: ratio.id,
        userId: tutor.id,
        role: "host" as const,
        displayName: tutor.fullName,
        state: "admitted" as const,
        feedId: randomId(),
        admittedAt: at(-3),
        createdAt: at(-3),
      },
      {
        sessionId: ratio.id,
        userId: parent.id,
        studentId: noah.id,
        role: "participant" as const,
        displayName: noah.firstName ?? "Noah",
        state: "admitted" as const,
        feedId: randomId(),
        admittedAt: at(1),
        createdAt: at(0),
      },
    ])
    .returning({ id: roomParticipants.id });
  await tx.insert(roomPresence).values([
    { participantId: host!.id, enteredAt: at(-3), leftAt: at(45), leftHow: "ended" as const },
    { participantId: child!.id, enteredAt: at(1), leftAt: at(22), leftHow: "dropped" as const },
    { participantId: child!.id, enteredAt: at(23), leftAt: at(45), leftHow: "ended" as const },
  ]);
  await tx.insert(roomChat).values([
    {
      sessionId: ratio.id,
      participantId: host!.id,
      body: "Welcome, Noah! Today we share amounts in a ratio.",
      sentAt: at(2),
    },
    { sessionId: ratio.id, participantId: child!.id, body: "Is 12:8 the same as 3:2?", sentAt: at(14) },
    { sessionId: ratio.id, participantId: host!.id, body: "Yes: divide both by 4.", sentAt: at(15) },
    {
      sessionId: ratio.id,
      participantId: child!.id,
      body: "Can you add me on my game? My username is noah_plays_2015",
      sentAt: at(30),
      hiddenAt: at(31),
      hiddenBy: tutor.id,
    },
    {
      sessionId: ratio.id,
      participantId: host!.id,
      body: "Great work today. See you next week!",
      sentAt: at(44),
    },
  ]);
}
