/** Query keys of one session's lesson room: the ticket (per child a family enters) and the room's state. */
export const roomKeys = {
  all: (sessionId: number) => ["lesson-room", sessionId] as const,
  ticket: (sessionId: number, studentId: number | null) =>
    ["lesson-room", sessionId, "ticket", studentId] as const,
  state: (sessionId: number) => ["lesson-room", sessionId, "state"] as const,
};

/** The room's calls all sit under the session's own address. */
export const roomPath = (sessionId: number) => `/api/scheduled-sessions/${sessionId}/room`;

/**
 * A call a person makes for themselves (`…/room/<tail>?participant=`): it names the ticket's participant,
 * so two children of one family in the same lesson, each on its own device, act each for itself.
 */
export const personPath = (sessionId: number, tail: string, participantId: number | undefined) =>
  `${roomPath(sessionId)}/${tail}${participantId === undefined ? "" : `?participant=${participantId}`}`;
