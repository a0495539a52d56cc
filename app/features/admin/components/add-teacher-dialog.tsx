import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { FormField, fieldAria, Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { type CreateTutorBody, createTutorBodySchema } from "#shared/schemas/tutors.ts";
import type { z } from "#shared/zod.ts";
import { useCreateTutor } from "../api/create-tutor.ts";
import { applyConflict } from "../lib/form-fields.ts";
import { TeacherProfileFields } from "./teacher-fields.tsx";

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
export function AddTeacherDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateTutor();
  const form = useForm<CreateTutorBody, unknown, Output>({
    resolver: zodResolver(createTutorBodySchema),
    defaultValues: defaultValues(),
  });
  const errors = form.formState.errors;
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(defaultValues());
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: "Success", description: "Teacher has been added successfully." });
        change(false);
      },
      onError: (error) => {
        applyServerIssues(error, form.setError, FIELDS);
        applyConflict(error, form.setError, FIELDS);
        toast({ title: "Failed to add teacher", description: errorMessage(error), variant: "destructive" });
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Add New Teacher
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add New Teacher</DialogTitle>
          <DialogDescription>
            Create a teacher account. The password is temporary and must be changed at first sign-in.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="teacher-username" label="Username" error={errors.username?.message}>
              <Input
                autoComplete="off"
                {...fieldAria("teacher-username", errors.username?.message)}
                {...form.register("username")}
              />
            </FormField>
            <FormField id="teacher-password" label="Password" error={errors.password?.message}>
              <Input
                type="password"
                autoComplete="new-password"
                {...fieldAria("teacher-password", errors.password?.message)}
                {...form.register("password")}
              />
            </FormField>
          </div>
          <TeacherProfileFields idPrefix="teacher" register={form.register} errors={errors} />
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4" {...form.register("sendInvite")} />
            Send an invitation e-mail to the teacher
          </label>
          <DialogFooter>
            <Button variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Adding..." : "Add Teacher"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
