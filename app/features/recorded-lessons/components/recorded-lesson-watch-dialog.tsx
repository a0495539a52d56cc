import { CalendarDays, Clock, Eye } from "lucide-react";
import { DialogDescription, DialogHeader, DialogTitle, ItemDialog } from "#app/components/ui/dialog.tsx";
import { IconText } from "#app/components/ui/icon-text.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { durationText, viewsText } from "../lib/lesson-facts.ts";
import { useViewOnOpen } from "../lib/use-view-on-open.ts";
import { RecordedLessonPlayer } from "./recorded-lesson-player.tsx";
import { SubjectBadge } from "./subject-badge.tsx";

/** What the dialog shows while it is open; it counts one view each time it opens. */
function WatchLesson({ lesson }: { lesson: RecordedLesson }) {
  useViewOnOpen(lesson.id);
  return (
    <>
      <DialogHeader className="pr-6">
        <div>
          <SubjectBadge subject={lesson.subject} />
        </div>
        <DialogTitle className="text-xl">{lesson.title}</DialogTitle>
        <DialogDescription className="flex flex-wrap gap-x-4 gap-y-1">
          <IconText icon={CalendarDays}>Uploaded {formatDate(lesson.uploadedAt)}</IconText>
          <IconText icon={Clock}>{durationText(lesson.duration)}</IconText>
          <IconText icon={Eye}>{viewsText(lesson.views)}</IconText>
        </DialogDescription>
      </DialogHeader>
      <RecordedLessonPlayer lesson={lesson} />
      <p className="whitespace-pre-line text-slate-700">
        {lesson.description ?? "No description was given."}
      </p>
    </>
  );
}

/**
 * The watch dialog of the student and parent libraries [2§2.6], [2§2.7]: the embedded video and the
 * description; opening it records a view, closing it (the dialog's Close, Escape, outside) stops the video.
 * `lesson` is null while it is closed.
 */
export function RecordedLessonWatchDialog({
  lesson,
  onClose,
}: {
  lesson: RecordedLesson | null;
  onClose: () => void;
}) {
  return (
    <ItemDialog item={lesson} onClose={onClose} className="max-w-3xl">
      {(shown) => <WatchLesson key={shown.id} lesson={shown} />}
    </ItemDialog>
  );
}
