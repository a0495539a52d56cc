import { FileText, Upload as UploadIcon, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DropZone } from "#app/components/ui/drop-zone.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  FILE_MESSAGES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  type UploadedFile,
} from "#shared/schemas/files.ts";
import { uploadFile } from "../api/upload-file.ts";
import { formatSize } from "../lib/resource-views.ts";

export type AttachedFile = { fileUrl: string; name: string; size: number | null };

type UploadState =
  | { state: "idle" }
  | { state: "uploading"; name: string; percent: number }
  | { state: "failed"; message: string };

const ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.join(",");
const HINT = `PDF, Word, PowerPoint, Excel, plain text, PNG, JPEG, MP3 or MP4; at most ${MAX_UPLOAD_MB} MB.`;

/**
 * The resource's file: dropped on the zone or chosen with Choose file (a real file input, so the
 * keyboard and screen readers reach it), uploaded at once with a progress bar; the form receives the
 * answer's fileUrl, size and type. Shows the attached file's name with Remove file.
 */
export function FileUploadField({
  id,
  attached,
  error,
  onUploaded,
  onRemove,
  onUploadingChange,
}: {
  id: string;
  attached: AttachedFile | null;
  error?: string;
  onUploaded: (file: UploadedFile, name: string) => void;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const [upload, setUpload] = useState<UploadState>({ state: "idle" });
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => abort.current?.abort(), []);

  function start(files: FileList | null) {
    if (!files || files.length === 0) return;
    if (files.length > 1) return setUpload({ state: "failed", message: FILE_MESSAGES.oneFile });
    const file = files[0]!;
    if (input.current) input.current.value = "";
    if (file.size > MAX_UPLOAD_BYTES) return setUpload({ state: "failed", message: FILE_MESSAGES.tooLarge });
    if (file.size === 0) return setUpload({ state: "failed", message: FILE_MESSAGES.empty });
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ state: "uploading", name: file.name, percent: 0 });
    onUploadingChange(true);
    uploadFile(file, {
      signal: controller.signal,
      onProgress: (percent) =>
        setUpload((current) => (current.state === "uploading" ? { ...current, percent } : current)),
    })
      .then((uploaded) => {
        setUpload({ state: "idle" });
        onUploaded(uploaded, file.name);
      })
      .catch((failure: unknown) => {
        if (failure instanceof DOMException && failure.name === "AbortError") setUpload({ state: "idle" });
        else setUpload({ state: "failed", message: errorMessage(failure) });
      })
      .finally(() => {
        abort.current = null;
        onUploadingChange(false);
      });
  }

  const describedBy = [
    `${id}-hint`,
    error ? `${id}-error` : null,
    upload.state === "failed" ? `${id}-failure` : null,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium text-slate-800" id={`${id}-label`}>
        File
      </span>
      {upload.state === "uploading" ? (
        <div className="grid gap-2 rounded-md border border-slate-300 p-3">
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-800">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{upload.name}</span>
            <span className="ml-auto shrink-0 tabular-nums">{upload.percent}%</span>
          </p>
          <div
            role="progressbar"
            aria-label={`Uploading ${upload.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${upload.percent}%` }} />
          </div>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => abort.current?.abort()}
          >
            Cancel upload
          </Button>
        </div>
      ) : attached ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 p-3">
          <FileText className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
          <p className="grid min-w-0 flex-1 text-sm">
            <span className="truncate font-medium text-slate-900">{attached.name}</span>
            {formatSize(attached.size) ? (
              <span className="text-slate-600">{formatSize(attached.size)}</span>
            ) : null}
          </p>
          <Button variant="outline" size="sm" onClick={onRemove}>
            <X aria-hidden="true" />
            Remove file
          </Button>
        </div>
      ) : (
        <DropZone onFiles={start} invalid={Boolean(error)} className="gap-2 rounded-md p-4">
          <UploadIcon className="size-6 text-slate-500" aria-hidden="true" />
          <p className="text-sm text-slate-700">Drag and drop a file here, or</p>
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPT}
            className="peer sr-only"
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => start(event.target.files)}
          />
          <label
            id={`${id}-choose`}
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-slate-100"
          >
            Choose file
          </label>
        </DropZone>
      )}
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {HINT}
      </p>
      {upload.state === "failed" ? (
        <p id={`${id}-failure`} role="alert" className="text-sm text-red-700">
          {upload.message}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
