/**
 * The recorded lessons' rules (decision 027): which session a recording may name and the year it is then
 * for, the owner a write may touch, the one "catch up" e-mail to the families whose booked child missed the
 * session once its recording is published, and the library a chosen child reads (decision 049).
 */
import type { Brand } from "#shared/config/brand.ts";
import type { OverdueRecording } from "#shared/schemas/recorded-lessons.ts";
import type { RoomRecordingJob } from "#shared/schemas/room-recordings.ts";
import type { OwnedWriteOutcome, RowWriter } from "../../db/owned-rows.ts";
import { unwrapOwnedWrite } from "../../http/owned-writes.ts";
import type { SessionUser, TeachingUser } from "../../http/session-user.ts";
import type { Mailer } from "../mail/mailer.ts";
import { catchUpRecordingEmail } from "../mail/sessions.templates.ts";
import { studentNotFound } from "../students/students.errors.ts";
import { tutorInvalid } from "../tutors/tutors.errors.ts";
import type { TutorsRepository } from "../tutors/tutors.repository.ts";
import {
  recordedLessonNotFound,
  recordedLessonNotOwner,
  recordedSessionNotEnded,
  recordedSessionNotFound,
  recordedSessionNotOwner,
  recordedSessionTaken,
} from "./recorded-lessons.errors.ts";
import type {
  RecordedLessonsListQuery,
  RecordedLessonsRepository,
  RecordedLessonValues,
} from "./recorded-lessons.repository.ts";
import { type RecordingViewer, recordingPromiseOf } from "./recorded-lessons.rules.ts";
import type { RecordingPromiseRepository } from "./recording-promise.repository.ts";

/** What the recorded lessons' service uses (decision 052). */
export type RecordedLessonsServiceDeps = {
  lessonsRepo: RecordedLessonsRepository;
  promiseRepo: RecordingPromiseRepository;
  tutorsRepo: Pick<TutorsRepository, "findById">;
  /** A child's academic year if the viewer may name the child (the students module's read), else null. */
  gradeOf: (viewer: TeachingUser, studentId: number) => Promise<string | null>;
  mailer: Mailer;
  brand: Brand;
  /** Where a family watches a session's recording. */
  recordingUrl: (sessionId: number) => string;
  /**
   * The lesson room's recording jobs (room-recordings, above this module; docs/decisions/054), which the
   * overdue list shows beside its sessions; absent, no session has one.
   */
  roomRecordings?: RoomRecordingStates;
};

/** What the overdue list reads of the lesson room's recording jobs. */
export type RoomRecordingStates = {
  /** Sessions whose job failed for good: listed at once, whatever their due time. */
  failedSessionIds: () => Promise<number[]>;
  /** The jobs of these sessions, by session. */
  statesOf: (sessionIds: number[]) => Promise<Map<number, RoomRecordingJob>>;
};

/** The lesson room's recording of a session, converted and stored (docs/decisions/054). */
export type RoomRecordingMedia = {
  sessionId: number;
  videoUrl: string;
  thumbnail: string;
  /** The video's measured length; the lesson keeps it in whole minutes, as the forms do. */
  durationSeconds: number;
};
/** The recorded lesson a publication stored, or null when the caller's transaction stored none. */
type InsertRoomRecording = (
  values: RecordedLessonValues,
) => Promise<{ id: number; sessionId: number | null } | null>;

/** What a lesson's session check reads and sets; a form's body always says both. */
type LessonBody = { sessionId: number | null; academicYear: string | null };
/** A portal form's lesson: its owner is the signed-in account. */
type PortalLesson = Omit<RecordedLessonValues, "tutorId"> & LessonBody;
/** The admin's form's lesson, naming its teacher. */
type AdminLesson = RecordedLessonValues & LessonBody;

/** An admin names any session and writes any lesson. */
const adminWriter: RowWriter = { ownerId: null };

const refusals = { notFound: recordedLessonNotFound, notOwner: recordedLessonNotOwner };
const unwrap = <T>(outcome: OwnedWriteOutcome<T>) => unwrapOwnedWrite(outcome, refusals);

export function createRecordedLessonsService(deps: RecordedLessonsServiceDeps) {
  const { lessonsRepo, promiseRepo, tutorsRepo, gradeOf, mailer, brand, recordingUrl } = deps;

  /**
   * The lesson's values as they are stored: refuses a session the writer may not name — missing (404),
   * another tutor's (403), already recorded by another lesson (409), not ended yet or cancelled (400) —
   * and gives a lesson naming a session the session's academic year, whatever the form chose (decision
   * 049). `lessonId` is the lesson being edited, which may keep its own session.
   */
  async function lessonValues<T extends LessonBody>(
    writer: RowWriter,
    lesson: T,
    lessonId?: number,
    now = new Date(),
  ): Promise<T> {
    if (lesson.sessionId === null) return lesson;
    const session = await promiseRepo.findSessionToRecord(lesson.sessionId);
    if (!session) throw recordedSessionNotFound();
    if (writer.ownerId !== null && session.tutorId !== writer.ownerId) throw recordedSessionNotOwner();
    if (session.recordingId !== null && session.recordingId !== lessonId) throw recordedSessionTaken();
    const keepsItsSession = session.recordingId === lessonId && lessonId !== undefined;
    if (!keepsItsSession && !recordingPromiseOf(session, false, now).recordable) {
      throw recordedSessionNotEnded();
    }
    return { ...lesson, academicYear: session.academicYear };
  }

  /**
   * After a recording naming a session is saved: e-mails each family whose booked child was marked absent,
   * once per recording (the claim is one conditional UPDATE), without making the writer wait.
   */
  function sendCatchUp(lesson: { id: number; sessionId: number | null }) {
    if (lesson.sessionId === null) return;
    mailer.inBackground(async () => {
      const sessionId = await promiseRepo.claimCatchUp(lesson.id);
      if (sessionId === null) return;
      const session = await promiseRepo.findSessionToRecord(sessionId);
      if (!session) return;
      for (const family of await promiseRepo.listAbsentFamilies(sessionId)) {
        await mailer.send(
          family.email,
          "catch-up-recording",
          catchUpRecordingEmail(brand, {
            fullName: family.fullName,
            childLabels: family.children,
            sessionTitle: session.title,
            subject: session.subject,
            recordingUrl: recordingUrl(sessionId),
          }),
        );
      }
    });
  }

  /** The teacher an admin names must be a tutor account. */
  async function requireTutor(tutorId: number) {
    if (!(await tutorsRepo.findById(tutorId))) throw tutorInvalid();
  }

  /** A lesson a writer names must be one it may read: a private recording is 404, as if it did not exist. */
  async function requireReadable(viewer: RecordingViewer, id: number) {
    if (!(await lessonsRepo.findVisible(viewer, id))) throw recordedLessonNotFound();
  }

  /** Saves a lesson's values once checked, then sends its catch-up e-mails; answers the lesson saved. */
  async function saved<L extends { id: number; sessionId: number | null }>(save: Promise<L>) {
    const lesson = await save;
    sendCatchUp(lesson);
    return lesson;
  }

  return {
    /**
     * The library for the student and parent screens: every lesson, or for a chosen child (`studentId`, one
     * the viewer may name, else 404) the lessons of its year and of no year (decision 049).
     */
    async listForFamily(
      viewer: TeachingUser,
      query: Omit<RecordedLessonsListQuery, "forYear" | "viewer"> & { studentId?: number },
    ) {
      const { studentId, ...page } = query;
      if (studentId === undefined) return lessonsRepo.listPage({ ...page, viewer });
      const grade = await gradeOf(viewer, studentId);
      if (grade === null) throw studentNotFound();
      return lessonsRepo.listPage({ ...page, viewer, forYear: grade });
    },

    /** One lesson the viewer may read; 404 otherwise, as for a lesson that does not exist. */
    async find(viewer: RecordingViewer, id: number) {
      const lesson = await lessonsRepo.findVisible(viewer, id);
      if (!lesson) throw recordedLessonNotFound();
      return lesson;
    },

    /** A tutor's (or an admin's) new lesson, owned by the signed-in account. */
    async create(writer: RowWriter, ownerId: number, body: PortalLesson) {
      const lesson = await lessonValues(writer, body);
      return saved(lessonsRepo.create({ ...lesson, tutorId: ownerId }));
    },

    /**
     * Changes a lesson the writer may change (404 missing or not one the viewer may read, 403 another
     * tutor's); the owner never changes.
     */
    async update(viewer: RecordingViewer, writer: RowWriter, id: number, body: PortalLesson) {
      await requireReadable(viewer, id);
      const lesson = await lessonValues(writer, body, id);
      return saved(lessonsRepo.updateAs(writer, id, lesson).then(unwrap));
    },

    /** Deletes a lesson the writer may delete (404 missing or not one the viewer may read, 403 another tutor's). */
    async delete(viewer: RecordingViewer, writer: RowWriter, id: number) {
      await requireReadable(viewer, id);
      unwrap(await lessonsRepo.deleteAs(writer, id));
    },

    /**
     * Counts one view of a lesson (404 when missing or not one the viewer may read); a family's view is kept with its company for the
     * employer's utilisation report (decision 026).
     */
    async countView(viewer: SessionUser, id: number) {
      const family =
        viewer.role === "parent" ? { userId: viewer.id, companyId: viewer.companyId } : undefined;
      const counted = await lessonsRepo.recordView(viewer, id, family);
      if (!counted) throw recordedLessonNotFound();
      return counted;
    },

    /**
     * Publishes the lesson room's recording of a session (docs/decisions/054): the lesson is named as a
     * recording of the session made by hand would be (its title, subject, tutor and year), `insert` stores it
     * (in the caller's transaction, which also ends its job), and the catch-up e-mail of decision 027 goes
     * out as for any recording. Null when the session is gone or `insert` stored nothing.
     */
    async publishRoomRecording(media: RoomRecordingMedia, insert: InsertRoomRecording) {
      const session = await promiseRepo.findSessionToRecord(media.sessionId);
      if (!session) return null;
      const lesson = await insert({
        title: session.title,
        description: null,
        subject: session.subject,
        tutorId: session.tutorId,
        academicYear: session.academicYear,
        duration: Math.max(1, Math.round(media.durationSeconds / 60)),
        videoUrl: media.videoUrl,
        thumbnail: media.thumbnail,
        sessionId: media.sessionId,
      });
      if (lesson) sendCatchUp(lesson);
      return lesson;
    },

    /**
     * The admin's overdue list (decision 027) with the lesson room's conversion of each session: a session
     * whose conversion failed is listed at once, with its reason, whatever its due time.
     */
    async listOverdue(now: Date): Promise<OverdueRecording[]> {
      const states = deps.roomRecordings;
      const failed = states ? await states.failedSessionIds() : [];
      const rows = await promiseRepo.listOverdue(now, failed);
      const jobs = states ? await states.statesOf(rows.map((row) => row.sessionId)) : new Map();
      return rows.map((row) => ({ ...row, roomRecording: jobs.get(row.sessionId) ?? null }));
    },

    /** The admin's new lesson, for the teacher it names. */
    async createForAdmin(body: AdminLesson) {
      await requireTutor(body.tutorId);
      return saved(lessonsRepo.create(await lessonValues(adminWriter, body)));
    },

    /** The admin's change of any lesson, for the teacher it names; 404 when missing. */
    async updateForAdmin(id: number, body: AdminLesson) {
      await requireTutor(body.tutorId);
      const lesson = await lessonValues(adminWriter, body, id);
      return saved(
        lessonsRepo.update(id, lesson).then((updated) => {
          if (!updated) throw recordedLessonNotFound();
          return updated;
        }),
      );
    },
  };
}
export type RecordedLessonsService = ReturnType<typeof createRecordedLessonsService>;
