import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { useDeleteAdminRecordedLesson } from "../api/delete-admin-recorded-lesson.ts";

/** Asks before deleting a recorded lesson. */
export function DeleteRecordedLessonDialog({
  lesson,
  onClose,
}: {
  lesson: RecordedLesson;
  onClose: () => void;
}) {
  const remove = useDeleteAdminRecordedLesson();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete Lesson Video"
      description={`Delete "${lesson.title}"? Families will no longer be able to watch it. This cannot be undone.`}
      confirmText="Delete"
      pendingText="Deleting..."
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(lesson.id, {
          onSuccess: () => {
            toast({ title: "Lesson deleted", description: `"${lesson.title}" has been deleted.` });
            onClose();
          },
          onError: (error) =>
            toast({
              title: "Failed to delete lesson",
              description: errorMessage(error),
              variant: "destructive",
            }),
        })
      }
    />
  );
}
