import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Lesson Video</DialogTitle>
          <DialogDescription>
            Delete "{lesson.title}"? Families will no longer be able to watch it. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
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
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
