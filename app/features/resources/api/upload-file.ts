import { ApiError } from "#app/lib/api-client.ts";
import { FILES_PATH, type UploadedFile } from "#shared/schemas/files.ts";

const FAILED = "The upload failed. Check your connection and try again.";

/**
 * `POST /api/files` with the file as multipart form data. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which `onProgress` receives as a percentage. Fails with an ApiError carrying
 * the server's message and code, like every other call.
 */
export function uploadFile(
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", FILES_PATH);
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      let body: { message?: string; code?: string } & Partial<UploadedFile> = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: the status alone says what happened
      }
      if (request.status === 201) {
        onProgress?.(100);
        resolve(body as UploadedFile);
        return;
      }
      const message = body.message ?? FAILED;
      reject(new ApiError(request.status, `${request.status}: ${message}`, message, [], body.code));
    });
    request.addEventListener("error", () => reject(new ApiError(0, FAILED, FAILED)));
    request.addEventListener("abort", () => reject(new DOMException("Upload cancelled", "AbortError")));
    signal?.addEventListener("abort", () => request.abort());
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
