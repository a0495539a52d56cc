import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { FormFailure, SavedNotice, useSaveFailure } from "#app/components/save-feedback.tsx";
import {
  TITLE_DESCRIPTION_SUBJECT,
  TitleDescriptionSubjectFields,
} from "#app/components/title-description-subject-fields.tsx";
import { FormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input, NativeSelect, SelectOptions } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { numberOrNull, withCurrent } from "#app/lib/form-values.ts";
import {
  RESOURCE_SUBJECTS,
  RESOURCE_TYPES,
  RESOURCE_YEAR_GROUPS,
  type Resource,
  type ResourceBody,
  type ResourceValues,
  resourceBodySchema,
} from "#shared/schemas/resources.ts";
import { useCreateResource } from "../api/create-resource.ts";
import { useUpdateResource } from "../api/update-resource.ts";
import { hasUploadedFile, RESOURCE_TYPE_LABELS } from "../lib/resource-views.ts";
import { type AttachedFile, FileUploadField } from "./file-upload-field.tsx";

const FIELDS = [...TITLE_DESCRIPTION_SUBJECT, "fileUrl", "externalUrl", "type", "size", "yearGroup"] as const;

function defaultsFor(resource: Resource | null): DefaultValues<ResourceBody> {
  return {
    title: resource?.title ?? "",
    description: resource?.description ?? "",
    fileUrl: resource?.fileUrl ?? "",
    externalUrl: resource?.externalUrl ?? "",
    type: resource?.type ?? "pdf",
    size: resource?.size ?? null,
    subject: resource?.subject ?? "",
    yearGroup: resource?.yearGroup ?? "",
  };
}

/** The file a resource already has, as the upload field shows it. */
function attachedOf(resource: Resource | null): AttachedFile | null {
  if (!resource?.fileUrl) return null;
  const name = hasUploadedFile(resource) ? "Current file" : resource.fileUrl;
  return { fileUrl: resource.fileUrl, name, size: resource.size };
}

/**
 * Add or edit a resource [2§2.10], [2§5]: title, description, subject, year group, a file uploaded on
 * the spot (its size and type filled in from the upload) and/or an external link. After saving, the
 * dialog says so and offers 'Add Another' or 'Edit Another' [2§4].
 */
export function ResourceFormDialog({
  resource,
  onClose,
}: {
  /** The resource to edit, or null to add one. */
  resource: Resource | null;
  onClose: () => void;
}) {
  const create = useCreateResource();
  const update = useUpdateResource();
  const [saved, setSaved] = useState<string | null>(null);
  const [attached, setAttached] = useState<AttachedFile | null>(attachedOf(resource));
  const [uploading, setUploading] = useState(false);
  const form = useForm<ResourceBody, unknown, ResourceValues>({
    resolver: zodResolver(resourceBodySchema),
    defaultValues: defaultsFor(resource),
  });
  const { failure, clearFailure, failed } = useSaveFailure(form.setError, FIELDS);
  const errors = form.formState.errors;
  const field = fieldsOf("resource", errors);
  const pending = create.isPending || update.isPending;
  const editing = resource !== null;

  const subjects = withCurrent(RESOURCE_SUBJECTS, resource?.subject);

  const submit = form.handleSubmit((body) => {
    clearFailure();
    const done = (title: string, description: string) => () => {
      toast({ title, description });
      setSaved(body.title);
    };
    if (resource) {
      update.mutate(
        { id: resource.id, body },
        { onSuccess: done("Resource updated", `"${body.title}" has been saved.`), onError: failed() },
      );
    } else {
      create.mutate(body, {
        onSuccess: done("Resource created", `"${body.title}" has been added.`),
        onError: failed(),
      });
    }
  });

  const addAnother = () => {
    form.reset(defaultsFor(null));
    setAttached(null);
    setSaved(null);
  };

  const onUploaded: Parameters<typeof FileUploadField>[0]["onUploaded"] = (file, name) => {
    form.setValue("fileUrl", file.fileUrl, { shouldValidate: form.formState.isSubmitted });
    form.setValue("size", file.size);
    form.setValue("type", file.type);
    setAttached({ fileUrl: file.fileUrl, name, size: file.size });
  };

  const onRemove = () => {
    form.setValue("fileUrl", "");
    form.setValue("size", null);
    setAttached(null);
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? "Edit Resource" : "Add Resource"}
      description={
        editing
          ? "Change the resource's details, its file or its link."
          : "Upload a file or give a link. Fields marked * are required."
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={pending || uploading}
      submitLabel={editing ? "Save Changes" : "Add Resource"}
      pendingLabel={uploading ? "Uploading..." : "Saving..."}
      done={
        saved !== null ? (
          <SavedNotice editing={editing} onClose={onClose} onAnother={addAnother} anotherLabel="Add Another">
            {editing ? `"${saved}" has been updated.` : `"${saved}" has been added.`}
          </SavedNotice>
        ) : null
      }
    >
      <FormFailure message={failure} />
      <TitleDescriptionSubjectFields
        idPrefix="resource"
        register={form.register}
        errors={errors}
        subjects={subjects}
        required
        beside={
          <Field {...field("yearGroup")} label="Year Group">
            <NativeSelect {...form.register("yearGroup")}>
              <SelectOptions placeholder="All year groups" values={RESOURCE_YEAR_GROUPS} />
            </NativeSelect>
          </Field>
        }
      />
      <FileUploadField
        id="resource-file"
        attached={attached}
        error={errors.fileUrl?.message}
        onUploaded={onUploaded}
        onRemove={onRemove}
        onUploadingChange={setUploading}
      />
      <Field
        {...field("externalUrl")}
        label="External URL"
        hint="A link to the resource elsewhere, instead of or as well as a file."
      >
        <Input type="url" inputMode="url" {...form.register("externalUrl")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("type")} label="Type">
          <NativeSelect {...form.register("type")}>
            <SelectOptions values={RESOURCE_TYPES} label={(type) => RESOURCE_TYPE_LABELS[type]} />
          </NativeSelect>
        </Field>
        <Field {...field("size")} label="Size (KB)">
          <Input type="number" min={0} step={1} {...form.register("size", { setValueAs: numberOrNull })} />
        </Field>
      </div>
    </FormDialog>
  );
}
