import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import {
  STREAMING_LINK_SESSION,
  type StreamingLinkForm,
  streamingLinkFormSchema,
} from "#shared/schemas/live-sessions.ts";
import { useCreateLiveSession } from "../api/create-live-session.ts";
import { StreamingLinkTrigger } from "./streaming-link-trigger.tsx";

const FAILED = "Failed to create live session with YouTube link.";

/**
 * The separate dialog that adds a streaming link [2§2.8]: it starts a live session now — status live,
 * 60 minutes, subject 'Live Session' [2§4] — with the link families open to join.
 */
export function StreamingLinkDialog({
  initiallyOpen = false,
}: {
  /** Open when first drawn: the form loaded by pressing its button (LazyStreamingLinkDialog). */
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateLiveSession();
  const form = useForm<StreamingLinkForm>({
    resolver: zodResolver(streamingLinkFormSchema),
    defaultValues: { youtubeUrl: "" },
  });
  const error = form.formState.errors.youtubeUrl?.message;

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset({ youtubeUrl: "" });
      setFailure(null);
    }
  };

  const submit = form.handleSubmit(({ youtubeUrl }) => {
    setFailure(null);
    create.mutate(
      { ...STREAMING_LINK_SESSION, youtubeUrl, scheduledFor: new Date().toISOString() },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "YouTube link has been added and live session created." });
          change(false);
        },
        onError: (cause) => {
          setFailure(`${FAILED} ${errorMessage(cause)}`);
          toast({ title: "Error", description: FAILED, variant: "destructive" });
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={<StreamingLinkTrigger />}
      title="Add YouTube Live Link"
      description="Paste the link of a YouTube live stream: it starts a 60-minute live session now."
      onSubmit={submit}
      onCancel={() => change(false)}
      pending={create.isPending}
      submitLabel="Add Link"
      pendingLabel="Adding..."
      className="max-w-lg"
    >
      {failure ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </div>
      ) : null}
      <Field id="streaming-youtubeUrl" label="YouTube Live URL" error={error}>
        <Input type="url" inputMode="url" autoComplete="url" {...form.register("youtubeUrl")} />
      </Field>
    </FormDialog>
  );
}
