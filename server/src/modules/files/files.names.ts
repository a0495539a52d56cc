/** File names: cleaned on upload, given an extension that fits the content, and sent in Content-Disposition. */
import type { UploadKind } from "./files.detection.ts";

const MAX_NAME_LENGTH = 200;

/**
 * The uploaded name as kept: its last path segment, without control characters, at most 200 characters
 * (the extension kept). Only ever used as the download name; the storage key is random.
 */
export function cleanUploadName(name: string | undefined): string {
  const base = (name ?? "").split(/[/\\]/).at(-1) ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
  if (!cleaned || cleaned === "." || cleaned === "..") return "file";
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/**
 * The name a download is saved under: the uploaded name, with the content's own extension added when
 * the name does not already end in one (`notes` → `notes.txt`, a PNG named `photo.pdf` → `photo.pdf.png`),
 * so the saved file opens in the program its content belongs to.
 */
export function downloadName(originalName: string, kind: UploadKind | undefined): string {
  if (!kind) return originalName;
  const dot = originalName.lastIndexOf(".");
  const extension = dot >= 0 ? originalName.slice(dot + 1).toLowerCase() : "";
  return kind.extensions.includes(extension) ? originalName : `${originalName}.${kind.extensions[0]}`;
}

/** RFC 8187 (RFC 5987) `ext-value` characters: everything else is percent-encoded. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"` (or `inline`), with an ASCII stand-in in `filename` and the exact name in
 * `filename*=UTF-8''…` when it is not plain ASCII.
 */
export function contentDisposition(name: string, disposition: "attachment" | "inline"): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const header = `${disposition}; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${encodeExtValue(name)}`;
}
