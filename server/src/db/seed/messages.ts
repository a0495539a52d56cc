import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { messages, messageThreads } from "../schema.ts";
import type { SeededUsers } from "./index.ts";

const HOUR = 60 * 60 * 1000;

/**
 * A short demo conversation between the demo parent and the demo tutor (a teacher of a live session the
 * family sees): the tutor's answer is still unread, so the family's sidebar shows the count.
 */
export async function seedMessages(tx: Database, { parent, tutor }: SeededUsers) {
  const [thread] = await tx
    .insert(messageThreads)
    .values({ familyUserId: parent.id, tutorId: tutor.id })
    .returning();
  const threadId = thread!.id;
  const rows = await tx
    .insert(messages)
    .values([
      {
        threadId,
        senderId: parent.id,
        senderRole: "parent",
        body: "Hello, Olivia found last week's simultaneous equations hard. Is there anything she could practise before the next lesson?",
        createdAt: new Date(Date.now() - 26 * HOUR),
      },
      {
        threadId,
        senderId: tutor.id,
        senderRole: "tutor",
        body: "Thanks for letting me know. The workshop recording and the practice worksheet in Resources are a good start; I'll go over elimination again at the beginning of the next session.",
        createdAt: new Date(Date.now() - 20 * HOUR),
      },
    ])
    .returning({ id: messages.id, createdAt: messages.createdAt });
  await tx
    .update(messageThreads)
    .set({
      familyLastReadMessageId: rows[0]!.id,
      tutorLastReadMessageId: rows[1]!.id,
      lastMessageAt: rows[1]!.createdAt,
    })
    .where(eq(messageThreads.id, threadId));
}
