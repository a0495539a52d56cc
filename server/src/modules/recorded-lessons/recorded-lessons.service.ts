/**
 * The 24-hour recording promise [1§1] (decision 027): which session a recording may name, and the one
 * "catch up" e-mail to the families whose booked child missed it, once the recording is published.
 */
import { sessionEnd } from "#shared/schemas/recorded-lessons.ts";
import { appLinks } from "../../config/links.ts";
import type { AppDeps } from "../../context.ts";
import type { RowWriter } from "../../db/owned-rows.ts";
import { catchUpRecordingEmail } from "../mail/sessions.templates.ts";
import {
  recordedSessionNotEnded,
  recordedSessionNotFound,
  recordedSessionNotOwner,
  recordedSessionTaken,
} from "./recorded-lessons.errors.ts";
import { createRecordedLessonsRepository } from "./recorded-lessons.repository.ts";

export function createRecordingPromise({ database, mailer, config }: AppDeps) {
  const lessonsRepo = createRecordedLessonsRepository(database.db);
  const links = appLinks(config.appUrl);

  return {
    /**
     * The lesson's values as they are stored: refuses a session the writer may not name — missing (404),
     * another tutor's (403), already recorded by another lesson (409), not ended yet or cancelled (400) —
     * and gives a lesson naming a session the session's academic year, whatever the form chose (decision
     * 049). `lessonId` is the lesson being edited, which may keep its own session.
     */
    async lessonValues<T extends { sessionId: number | null; academicYear: string | null }>(
      writer: RowWriter,
      lesson: T,
      lessonId?: number,
      now = new Date(),
    ): Promise<T> {
      if (lesson.sessionId === null) return lesson;
      const session = await lessonsRepo.findSessionToRecord(lesson.sessionId);
      if (!session) throw recordedSessionNotFound();
      if (writer.ownerId !== null && session.tutorId !== writer.ownerId) throw recordedSessionNotOwner();
      if (session.recordingId !== null && session.recordingId !== lessonId) throw recordedSessionTaken();
      const keepsItsSession = session.recordingId === lessonId && lessonId !== undefined;
      if (
        !keepsItsSession &&
        (session.status === "cancelled" || sessionEnd(session).getTime() > now.getTime())
      ) {
        throw recordedSessionNotEnded();
      }
      return { ...lesson, academicYear: session.academicYear };
    },

    /**
     * After a recording naming a session is saved: e-mails each family whose booked child was marked absent,
     * once per recording (the claim is one conditional UPDATE), without making the writer wait.
     */
    sendCatchUp(lesson: { id: number; sessionId: number | null }) {
      if (lesson.sessionId === null) return;
      mailer.inBackground(async () => {
        const sessionId = await lessonsRepo.claimCatchUp(lesson.id);
        if (sessionId === null) return;
        const session = await lessonsRepo.findSessionToRecord(sessionId);
        if (!session) return;
        const families = await lessonsRepo.listAbsentFamilies(sessionId);
        for (const family of families) {
          await mailer.send(
            family.email,
            "catch-up-recording",
            catchUpRecordingEmail(config.brand, {
              fullName: family.fullName,
              childLabels: family.children,
              sessionTitle: session.title,
              subject: session.subject,
              recordingUrl: links.studentLesson(sessionId),
            }),
          );
        }
      });
    },
  };
}
