import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { ChatRecord } from "#app/features/lesson-room/components/chat-record.tsx";
import { JoinLog } from "#app/features/lesson-room/components/join-log.tsx";
import { RecordedLessonPlayer } from "#app/features/recorded-lessons/components/recorded-lesson-player.tsx";
import { useRoomLessonRecord } from "#app/features/room-recordings/api/get-room-lesson-record.ts";
import { RoomLessonsList } from "#app/features/room-recordings/components/room-lessons-list.tsx";
import { recordingState } from "#app/features/room-recordings/lib/recording-state.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { RoomLessonRecord } from "#shared/schemas/room-recordings.ts";
import { TabHeading } from "./tab-heading.tsx";

/** The recorded lesson in the library's own player, or what became of the recording. */
function RecordingPart({ record }: { record: RoomLessonRecord }) {
  if (record.recording && record.videoUrl) {
    const lesson = { title: record.recording.title, videoUrl: record.videoUrl, thumbnail: null };
    return (
      <div className="grid gap-2">
        <p className="text-sm text-slate-700">Published as “{record.recording.title}”.</p>
        <RecordedLessonPlayer lesson={lesson} />
      </div>
    );
  }
  return <p className="text-sm text-slate-700">{recordingState(record)}</p>;
}

/** One lesson's safeguarding record: who was in the room and when, its chat as kept, and its recording. */
function LessonRecord({ sessionId, onBack }: { sessionId: number; onBack: () => void }) {
  const query = useRoomLessonRecord(sessionId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const record = query.data;
  return (
    <section aria-labelledby="room-lesson-record-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="room-lesson-record-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {record ? `Record: ${record.title}` : "Lesson record"}
        </h3>
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to the lessons
        </Button>
      </div>
      <QueryState query={query} loadingLabel="Loading the lesson's record">
        {record ? (
          <>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-600">Subject</dt>
              <dd>{record.subject}</dd>
              <dt className="font-medium text-slate-600">Tutor</dt>
              <dd>{record.tutorName ?? "Unknown tutor"}</dd>
              <dt className="font-medium text-slate-600">Room opened</dt>
              <dd>{formatDateTime(record.openedAt)}</dd>
              <dt className="font-medium text-slate-600">Lesson ended</dt>
              <dd>{record.endedAt ? formatDateTime(record.endedAt) : "Still on"}</dd>
              <dt className="font-medium text-slate-600">Children who entered</dt>
              <dd>{record.children}</dd>
            </dl>
            <Card>
              <CardHeader>
                <h4 className="text-lg font-semibold text-slate-900">Join Log</h4>
              </CardHeader>
              <CardContent>
                <JoinLog entries={record.joinLog} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <h4 className="text-lg font-semibold text-slate-900">Chat</h4>
                <p className="text-sm text-slate-600">Hidden messages are marked and keep their text.</p>
              </CardHeader>
              <CardContent>
                <ChatRecord messages={record.chat} label={`Chat of ${record.title}`} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <h4 className="text-lg font-semibold text-slate-900">Recording</h4>
              </CardHeader>
              <CardContent>
                <RecordingPart record={record} />
              </CardContent>
            </Card>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

/**
 * Lesson Records (docs/decisions/054): every lesson held in the lesson room, for safeguarding, and per
 * lesson its join log, chat (hidden messages kept) and recording.
 */
export function RoomLessonsTab() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="grid gap-6" aria-labelledby="room-lessons-heading">
      <TabHeading
        id="room-lessons-heading"
        title="Lesson Records"
        description="Every lesson held in the lesson room, for safeguarding: who was in it and when, its chat and its recording."
      />
      {open === null ? (
        <RoomLessonsList page={page} onPage={setPage} onOpen={(lesson) => setOpen(lesson.sessionId)} />
      ) : (
        <LessonRecord sessionId={open} onBack={() => setOpen(null)} />
      )}
    </section>
  );
}
