import { zodResolver } from "@hookform/resolvers/zod";
import { MessageCircle } from "lucide-react";
import { type DefaultValues, useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialog, useFormDialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { NativeSelect, Textarea } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { applyApiErrors } from "#app/lib/form-errors.ts";
import { createThreadBodySchema, MESSAGE_BODY_MAX, type Thread } from "#shared/schemas/messages.ts";
import type { z } from "#shared/zod.ts";
import { useCreateThread } from "../api/create-thread.ts";
import { useMessageTutors } from "../api/get-message-tutors.ts";
import { SafeguardingNotice } from "./safeguarding-notice.tsx";

type FormInput = z.input<typeof createThreadBodySchema>;
type Output = z.output<typeof createThreadBodySchema>;

const defaultValues = (): DefaultValues<FormInput> => ({ tutorId: undefined, body: "" });

/**
 * Contact Tutor on the parent dashboard [2§2.14]: the family chooses one of its children's teachers and
 * writes; the conversation then opens on the messages screen (`onSent`). `initiallyOpen` for a dashboard
 * that loads the form only when Contact Tutor is first pressed (decision 055).
 */
export function ContactTutorDialog({
  onSent,
  initiallyOpen = false,
}: {
  onSent: (thread: Thread) => void;
  initiallyOpen?: boolean;
}) {
  const create = useCreateThread();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(createThreadBodySchema),
    defaultValues: defaultValues(),
  });
  const dialog = useFormDialog(() => form.reset(defaultValues()), initiallyOpen);
  const tutors = useMessageTutors(dialog.props.open);
  const length = form.watch("body")?.length ?? 0;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (thread) => {
        toast({ title: "Message sent", description: "The teacher has been told there is a new message." });
        dialog.close();
        onSent(thread);
      },
      onError: (error) => {
        applyApiErrors(error, form.setError, ["tutorId", "body"]);
        toast({
          variant: "destructive",
          title: "Error",
          description: error instanceof ApiError ? error.serverMessage : "Your message could not be sent.",
        });
      },
    }),
  );
  const none = tutors.isSuccess && tutors.data.length === 0;
  return (
    <FormDialog
      {...dialog.props}
      trigger={
        <Button variant="outline" icon={MessageCircle}>
          Contact Tutor
        </Button>
      }
      title="Contact Tutor"
      description="Write to one of your children's teachers. They will get an e-mail saying there is a new message."
      onSubmit={submit}
      pending={create.isPending}
      submitLabel="Send Message"
      pendingLabel="Sending..."
    >
      <SafeguardingNotice />
      {tutors.isPending ? <Spinner label="Loading teachers" /> : null}
      {none ? (
        <p className="text-sm text-slate-700">
          You can write to the teachers of your children's sessions. Once a session is scheduled for your
          family, its teacher appears here.
        </p>
      ) : null}
      <Field id="contact-tutor-teacher" label="Teacher" error={form.formState.errors.tutorId?.message}>
        <NativeSelect {...form.register("tutorId", { valueAsNumber: true })} disabled={!tutors.data?.length}>
          <option value="">Choose a teacher</option>
          {tutors.data?.map((tutor) => (
            <option key={tutor.id} value={tutor.id}>
              {tutor.subjects.length ? `${tutor.fullName} (${tutor.subjects.join(", ")})` : tutor.fullName}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id="contact-tutor-message"
        label="Message"
        hint={`${length} / ${MESSAGE_BODY_MAX} characters`}
        error={form.formState.errors.body?.message}
      >
        <Textarea rows={5} maxLength={MESSAGE_BODY_MAX} {...form.register("body")} />
      </Field>
    </FormDialog>
  );
}
