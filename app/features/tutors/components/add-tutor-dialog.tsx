import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialog, useFormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyApiErrors } from "#app/lib/form-errors.ts";
import { type CreateTutorBody, createTutorBodySchema } from "#shared/schemas/tutors.ts";
import type { z } from "#shared/zod.ts";
import { useCreateTutor } from "../api/create-tutor.ts";
import { TutorProfileFields } from "./tutor-profile-fields.tsx";

type Output = z.output<typeof createTutorBodySchema>;
const FIELDS = [
  "username",
  "password",
  "email",
  "fullName",
  "subjects",
  "qualifications",
  "bio",
  "yearsExperience",
] as const;

const defaultValues = (): CreateTutorBody =>
  ({
    username: "",
    password: "",
    email: "",
    fullName: "",
    subjects: [],
    qualifications: "",
    bio: "",
    yearsExperience: "" as CreateTutorBody["yearsExperience"],
    sendInvite: true,
  }) satisfies CreateTutorBody;

/** Add New Teacher [1§5]: POST /api/admin/tutors. */
export function AddTutorDialog() {
  const create = useCreateTutor();
  const form = useForm<CreateTutorBody, unknown, Output>({
    resolver: zodResolver(createTutorBodySchema),
    defaultValues: defaultValues(),
  });
  const errors = form.formState.errors;
  const field = fieldsOf("teacher", errors);
  const dialog = useFormDialog(() => form.reset(defaultValues()));
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: "Success", description: "Teacher has been added successfully." });
        dialog.close();
      },
      onError: (error) => {
        applyApiErrors(error, form.setError, FIELDS);
        toast({ title: "Failed to add teacher", description: errorMessage(error), variant: "destructive" });
      },
    }),
  );
  return (
    <FormDialog
      {...dialog.props}
      trigger={<Button icon={UserPlus}>Add New Teacher</Button>}
      title="Add New Teacher"
      description="Create a teacher account. The password is temporary and must be changed at first sign-in."
      onSubmit={submit}
      pending={create.isPending}
      submitLabel="Add Teacher"
      pendingLabel="Adding..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("username")} label="Username">
          <Input autoComplete="off" {...form.register("username")} />
        </Field>
        <Field {...field("password")} label="Password">
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </Field>
      </div>
      <TutorProfileFields idPrefix="teacher" register={form.register} errors={errors} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4" {...form.register("sendInvite")} />
        Send an invitation e-mail to the teacher
      </label>
    </FormDialog>
  );
}
