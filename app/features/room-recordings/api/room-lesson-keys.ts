/** Query keys of the admin's safeguarding record: the pages of lessons held in the room, and each record. */
export const roomLessonKeys = {
  all: ["admin", "room-lessons"] as const,
  page: (page: number) => ["admin", "room-lessons", "page", page] as const,
  record: (sessionId: number) => ["admin", "room-lessons", "record", sessionId] as const,
};
