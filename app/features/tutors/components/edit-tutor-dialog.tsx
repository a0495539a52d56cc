import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyApiErrors } from "#app/lib/form-errors.ts";
import { createTutorBodySchema, type Tutor } from "#shared/schemas/tutors.ts";
import type { z } from "#shared/zod.ts";
import { useUpdateTutor } from "../api/update-tutor.ts";
import { TutorProfileFields } from "./tutor-profile-fields.tsx";

const editTutorSchema = createTutorBodySchema.pick({
  fullName: true,
  email: true,
  subjects: true,
  qualifications: true,
  bio: true,
  yearsExperience: true,
});
type FormInput = z.input<typeof editTutorSchema>;
type Output = z.output<typeof editTutorSchema>;
const FIELDS = ["fullName", "email", "subjects", "qualifications", "bio", "yearsExperience"] as const;

/** Edit Details (DECISIONS.md): PUT /api/admin/tutors/{id}, plus deactivate and reactivate. */
export function EditTutorDialog({ tutor, onClose }: { tutor: Tutor; onClose: () => void }) {
  const update = useUpdateTutor();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(editTutorSchema),
    defaultValues: {
      fullName: tutor.fullName,
      email: tutor.email,
      subjects: tutor.subjects,
      qualifications: tutor.qualifications ?? "",
      bio: tutor.bio ?? "",
      yearsExperience: (tutor.yearsExperience ?? "") as FormInput["yearsExperience"],
    },
  });
  const errors = form.formState.errors;
  const failed = (error: Error) => {
    applyApiErrors(error, form.setError, FIELDS);
    toast({ title: "Failed to update teacher", description: errorMessage(error), variant: "destructive" });
  };
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: tutor.id, body },
      {
        onSuccess: () => {
          toast({ title: "Teacher updated", description: `${body.fullName}'s details have been saved.` });
          onClose();
        },
        onError: failed,
      },
    ),
  );
  const toggleActive = () =>
    update.mutate(
      { id: tutor.id, body: { isActive: !tutor.isActive } },
      {
        onSuccess: () => {
          toast({
            title: tutor.isActive ? "Teacher deactivated" : "Teacher reactivated",
            description: tutor.isActive
              ? `${tutor.fullName} can no longer sign in.`
              : `${tutor.fullName} can sign in again.`,
          });
          onClose();
        },
        onError: failed,
      },
    );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit Teacher"
      description={`${tutor.fullName} (${tutor.username}) · ${tutor.isActive ? "Active" : "Deactivated"}`}
      onSubmit={submit}
      onCancel={onClose}
      pending={update.isPending}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      secondaryAction={
        <Button
          variant={tutor.isActive ? "destructive" : "secondary"}
          disabled={update.isPending}
          onClick={toggleActive}
        >
          {tutor.isActive ? "Deactivate" : "Reactivate"}
        </Button>
      }
    >
      <TutorProfileFields
        idPrefix="edit-teacher"
        register={form.register}
        errors={errors}
        currentSubjects={tutor.subjects}
      />
    </FormDialog>
  );
}
