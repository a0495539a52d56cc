/**
 * The subjects the recorded-lesson and resource libraries and the live sessions offer, apart from their
 * zod schemas in `recorded-lessons.ts`, `resources.ts` and `live-sessions.ts`, which re-export them: a
 * list's subject filter does not load zod (decision 055).
 */
import { PORTAL_SUBJECTS } from "./catalog.ts";

/** The subject options of the portal's lesson form [2§3]; each has its colour badge [2§9]. */
export const RECORDED_LESSON_SUBJECTS = PORTAL_SUBJECTS;

/** The subject options of the resource form [2§3]. */
export const RESOURCE_SUBJECTS = PORTAL_SUBJECTS;

/** The subject options of the live-session form [2§3]. */
export const LIVE_SESSION_SUBJECTS = PORTAL_SUBJECTS;
