import { FileSearch } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { ROOM_LESSONS_PAGE_SIZE, type RoomLessonSummary } from "#shared/schemas/room-recordings.ts";
import { useRoomLessons } from "../api/get-room-lessons.ts";
import { recordingState } from "../lib/recording-state.ts";

/**
 * The lessons held in the lesson room, the latest first, 20 a page (docs/decisions/054): each with its
 * tutor, how many children entered, its chat's size and its recording, and the way to open its record.
 */
export function RoomLessonsList({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage: (page: number) => void;
  onOpen: (lesson: RoomLessonSummary) => void;
}) {
  const lessons = useRoomLessons(page);
  const total = lessons.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ROOM_LESSONS_PAGE_SIZE));
  return (
    <QueryState query={lessons} loadingLabel="Loading the lessons held in the room">
      {lessons.data?.items.length === 0 && page === 1 ? (
        <EmptyState>No lesson has been held in the lesson room yet.</EmptyState>
      ) : (
        <div className="grid gap-3">
          <StackedTable
            caption="Lessons held in the lesson room, the latest first"
            items={lessons.data?.items ?? []}
            rowKey={(lesson) => lesson.sessionId}
            title={{
              heading: "Lesson",
              render: (lesson) => (
                <span>
                  {lesson.title}
                  <span className="block text-xs font-normal text-slate-600">{lesson.subject}</span>
                </span>
              ),
            }}
            columns={[
              { heading: "Held", render: (lesson) => formatDateTime(lesson.openedAt) },
              { heading: "Tutor", render: (lesson) => lesson.tutorName ?? "Unknown tutor" },
              { heading: "Children", render: (lesson) => lesson.children },
              { heading: "Chat", render: (lesson) => `${lesson.chatMessages} messages` },
              { heading: "Recording", render: recordingState },
            ]}
            actions={(lesson) => (
              <Button variant="outline" size="sm" onClick={() => onOpen(lesson)}>
                <FileSearch aria-hidden="true" />
                View Record<span className="sr-only"> of {lesson.title}</span>
              </Button>
            )}
          />
          {pages > 1 ? (
            <nav aria-label="Pages of lessons" className="flex items-center justify-between gap-3 text-sm">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
