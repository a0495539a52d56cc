import { PlayCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useRecordedLesson } from "../api/get-recorded-lesson.ts";
import { LazyRecordedLessonWatchDialog } from "./lazy-watch-dialog.tsx";

/**
 * Watch a session's published recording (decision 027) in the family's watch dialog, which counts the
 * view; the lesson, and the dialog's player (decision 055), are loaded when the button is first pressed.
 */
export function WatchRecordingButton({ id, title }: { id: number; title: string }) {
  const [open, setOpen] = useState(false);
  const lesson = useRecordedLesson(open ? id : null);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={open && lesson.isPending}
        aria-label={`Watch the recording: ${title}`}
      >
        <PlayCircle aria-hidden="true" />
        {open && lesson.isPending ? "Opening…" : "Watch the recording"}
      </Button>
      {open && lesson.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(lesson.error)}
        </p>
      ) : null}
      <LazyRecordedLessonWatchDialog
        lesson={open ? (lesson.data ?? null) : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
