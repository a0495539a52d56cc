import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DeleteRecordedLessonDialog } from "#app/features/recorded-lessons/components/delete-recorded-lesson-dialog.tsx";
import { OverdueRecordings } from "#app/features/recorded-lessons/components/overdue-recordings.tsx";
import {
  RecordedLessonFormDialog,
  type RecordedLessonStart,
} from "#app/features/recorded-lessons/components/recorded-lesson-form-dialog.tsx";
import { RecordedLessonsAdminList } from "#app/features/recorded-lessons/components/recorded-lessons-admin-list.tsx";
import { useActiveTutors } from "#app/features/tutors/api/get-active-tutors.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { TabHeading } from "./tab-heading.tsx";

type Editing = { recordedLesson: RecordedLesson | null; start?: RecordedLessonStart } | null;

/** The form dialog with the active tutors, loaded when the dialog first opens. */
function RecordedLessonDialog({
  recordedLesson,
  start,
  onClose,
}: {
  recordedLesson: RecordedLesson | null;
  start?: RecordedLessonStart;
  onClose: () => void;
}) {
  const tutors = useActiveTutors();
  return (
    <RecordedLessonFormDialog
      audience="admin"
      lesson={recordedLesson}
      start={start}
      tutors={tutors}
      onClose={onClose}
    />
  );
}

/** Lesson Videos [1§2]: list, add, edit and delete recorded lessons; sessions whose recording is overdue. */
export function RecordedLessonsTab() {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RecordedLesson | null>(null);
  return (
    <section className="grid gap-6" aria-labelledby="lessons-heading">
      <TabHeading
        id="lessons-heading"
        title="Lesson Videos"
        description="Recorded lessons families can watch."
      >
        <Button onClick={() => setEditing({ recordedLesson: null })}>
          <Plus aria-hidden="true" />
          Add Lesson Video
        </Button>
      </TabHeading>
      <OverdueRecordings
        onAddRecording={(row) =>
          setEditing({
            recordedLesson: null,
            start: { sessionId: row.sessionId, title: row.title, subject: row.subject, tutorId: row.tutorId },
          })
        }
      />
      <RecordedLessonsAdminList
        onEdit={(recordedLesson) => setEditing({ recordedLesson })}
        onDelete={setDeleting}
      />
      {editing ? (
        <RecordedLessonDialog
          key={editing.recordedLesson?.id ?? `new-${editing.start?.sessionId ?? ""}`}
          recordedLesson={editing.recordedLesson}
          start={editing.start}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteRecordedLessonDialog lesson={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
