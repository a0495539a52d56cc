/** Query keys of the messages: the thread list, one thread, the unread count and the writable tutors. */
export const messageKeys = {
  all: ["messages"] as const,
  threads: ["messages", "threads"] as const,
  thread: (id: number) => ["messages", "threads", id] as const,
  unreadCount: ["messages", "unread-count"] as const,
  tutors: ["messages", "tutors"] as const,
};

/** How often an open messages screen asks for new messages (only while the page is visible). */
export const MESSAGES_POLL_MS = 5000;
/** How often the sidebar's unread count is refreshed. */
export const UNREAD_POLL_MS = 30_000;
