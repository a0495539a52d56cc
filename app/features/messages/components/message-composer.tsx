import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { applyApiErrors } from "#app/lib/form-errors.ts";
import { MESSAGE_BODY_MAX, type PostMessageBody, postMessageBodySchema } from "#shared/schemas/messages.ts";
import { usePostMessage } from "../api/post-message.ts";

/** The reply box under a thread: plain text up to 5000 characters, with a running count. */
export function MessageComposer({ threadId }: { threadId: number }) {
  const post = usePostMessage(threadId);
  const form = useForm<PostMessageBody>({
    resolver: zodResolver(postMessageBodySchema),
    defaultValues: { body: "" },
  });
  const length = form.watch("body").length;
  const submit = form.handleSubmit((values) =>
    post.mutate(values, {
      onSuccess: () => form.reset({ body: "" }),
      onError: (error) => {
        applyApiErrors(error, form.setError, ["body"]);
        toast({
          variant: "destructive",
          title: "Error",
          description: error instanceof ApiError ? error.serverMessage : "Your message could not be sent.",
        });
      },
    }),
  );
  const id = `reply-${threadId}`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <Field
        id={id}
        label="Your reply"
        hint={`${length} / ${MESSAGE_BODY_MAX} characters`}
        error={form.formState.errors.body?.message}
      >
        <Textarea
          rows={3}
          maxLength={MESSAGE_BODY_MAX}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void submit();
          }}
          {...form.register("body")}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={post.isPending}>
          <Send aria-hidden="true" />
          {post.isPending ? "Sending..." : "Send"}
        </Button>
      </div>
    </form>
  );
}
