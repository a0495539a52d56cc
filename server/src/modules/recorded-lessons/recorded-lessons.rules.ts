/**
 * The recording promise [1§1] (decision 027), written once. `promiseOf` states the rule over a handful of
 * terms (times, minutes, truths and the operations between them); `recordingPromiseOf` reads it with
 * JavaScript values, and `recordingPromiseSql` (beside the table, where drizzle stays) with SQL expressions
 * over a session row and its recording, so the portal's lists and the library's queries answer what the
 * services decide. `recorded-lessons.rules.test.ts` holds both forms to the same answers on the database.
 */
import { RECORDING_PROMISE_HOURS } from "#shared/schemas/recorded-lessons.ts";

/** What the rule is written in; each form gives these its own meaning. */
export type PromiseTerms<Time, Minutes, Truth, MaybeTime> = {
  minutesAfter(time: Time, minutes: Minutes): Time;
  hoursAfter(time: Time, hours: number): Time;
  atOrBefore(time: Time, limit: Time): Truth;
  before(time: Time, limit: Time): Truth;
  all(...truths: Truth[]): Truth;
  onlyIf(truth: Truth, time: Time): MaybeTime;
};

/** The facts of a session the rule reads. */
type SessionFacts<Time, Minutes, Truth> = {
  start: Time;
  duration: Minutes;
  notCancelled: Truth;
  unrecorded: Truth;
};

/** The rule itself: what the promise says of one session at `now`. */
export function promiseOf<Time, Minutes, Truth, MaybeTime>(
  terms: PromiseTerms<Time, Minutes, Truth, MaybeTime>,
  session: SessionFacts<Time, Minutes, Truth>,
  now: Time,
) {
  const end = terms.minutesAfter(session.start, session.duration);
  const deadline = terms.hoursAfter(end, RECORDING_PROMISE_HOURS);
  const ended = terms.atOrBefore(end, now);
  return {
    /** When the session ends: its start plus its duration in minutes. */
    end,
    /** Its end plus the promised hours. */
    deadline,
    /** Ended and not cancelled: a recording may name it. */
    recordable: terms.all(session.notCancelled, ended),
    /** For an ended, not cancelled session without a recording, its deadline; else none. */
    dueBy: terms.onlyIf(terms.all(session.unrecorded, session.notCancelled, ended), deadline),
    /** Not cancelled, without a recording, and past its deadline. */
    overdue: terms.all(session.unrecorded, session.notCancelled, terms.before(deadline, now)),
  };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const inTypeScript: PromiseTerms<Date, number, boolean, Date | null> = {
  minutesAfter: (time, minutes) => new Date(time.getTime() + minutes * MINUTE_MS),
  hoursAfter: (time, hours) => new Date(time.getTime() + hours * HOUR_MS),
  atOrBefore: (time, limit) => time.getTime() <= limit.getTime(),
  before: (time, limit) => time.getTime() < limit.getTime(),
  all: (...truths) => truths.every(Boolean),
  onlyIf: (truth, time) => (truth ? time : null),
};

/** The promise for one session (`hasRecording`: a recording names it) at `now`, as JavaScript values. */
export function recordingPromiseOf(
  session: { scheduledFor: Date | string; duration: number; status: string },
  hasRecording: boolean,
  now = new Date(),
) {
  return promiseOf(
    inTypeScript,
    {
      start: new Date(session.scheduledFor),
      duration: session.duration,
      notCancelled: session.status !== "cancelled",
      unrecorded: !hasRecording,
    },
    now,
  );
}

/**
 * Who reads a recording (DECISIONS.md "Safeguarding and security"), written once over a handful of
 * terms as the promise is: `recordingHiddenOf` reads it with JavaScript values, and `recordingHiddenSql`
 * (beside the table) with SQL over the recording's session, so every list, count and file answers alike.
 */
export type AudienceTerms<Truth> = {
  all(...truths: Truth[]): Truth;
  any(...truths: Truth[]): Truth;
  not(truth: Truth): Truth;
};

/** What the rule reads of one recording and one viewer. */
type AudienceFacts<Truth> = {
  /** The recording names a one-to-one session (a session for one child). */
  oneToOne: Truth;
  viewerIsAdmin: Truth;
  /** The viewer is a tutor teaching the recorded session. */
  viewerTeachesSession: Truth;
  /** The viewer is the tutor the recording belongs to (who may change and delete it). */
  viewerOwnsRecording: Truth;
  /** The viewer is the family account of the session's child. */
  viewerIsChildsFamily: Truth;
};

/**
 * The rule itself: a one-to-one lesson's recording is hidden from everyone but the child's family, the tutor
 * of the session (and of the recording) and admins; every other recording is in everyone's library.
 */
export function recordingHiddenOf<Truth>(terms: AudienceTerms<Truth>, facts: AudienceFacts<Truth>): Truth {
  return terms.all(
    facts.oneToOne,
    terms.not(
      terms.any(
        facts.viewerIsAdmin,
        facts.viewerTeachesSession,
        facts.viewerOwnsRecording,
        facts.viewerIsChildsFamily,
      ),
    ),
  );
}

/** Who reads the library; HR managers never reach it, and any role but these sees no private recording. */
export type RecordingViewer = { role: string; id: number };

const audienceInTypeScript: AudienceTerms<boolean> = {
  all: (...truths) => truths.every(Boolean),
  any: (...truths) => truths.some(Boolean),
  not: (truth) => !truth,
};

/**
 * Whether `viewer` may not read the recording of `tutorId`, given the session it names (with the family
 * account of its child, when it is a one-to-one session), as JavaScript values.
 */
export function recordingHiddenFrom(
  viewer: RecordingViewer,
  recording: { tutorId: number },
  session: { tutorId: number; studentId: number | null; childFamilyId: number | null } | null,
) {
  const tutor = viewer.role === "tutor";
  return recordingHiddenOf(audienceInTypeScript, {
    oneToOne: session !== null && session.studentId !== null,
    viewerIsAdmin: viewer.role === "admin",
    viewerTeachesSession: tutor && session?.tutorId === viewer.id,
    viewerOwnsRecording: tutor && recording.tutorId === viewer.id,
    viewerIsChildsFamily: viewer.role === "parent" && session?.childFamilyId === viewer.id,
  });
}
