/**
 * What an uploaded file is, judged by its bytes alone (DECISIONS.md "Resource files"): the name and the
 * browser's declared type are never trusted, so an executable renamed `.pdf` or an HTML page renamed
 * `.txt` is refused. The signature only names the candidate; the whole file must then pass that kind's
 * check (decision 045): media parsed from the first byte to the last, PDFs without actions, Office files
 * without macros, text without markup.
 */
import { fileTypeFromBuffer } from "file-type";
import type { ResourceType } from "#shared/schemas/resources.ts";
import { isWholeJpeg, isWholePng } from "./files.images.ts";
import { carriesScriptMarkup, isWholeMp3, isWholeMp4 } from "./files.media.ts";
import { isOfficeOpenXmlWithoutMacros, legacyOfficeHasMacros } from "./files.office.ts";
import { isPdfWithoutActions } from "./files.pdf.ts";

export type UploadKind = {
  /** The Content-Type the file is stored and served with. */
  contentType: string;
  /** Name endings that fit the content; the first is added to a download name that has none of them. */
  extensions: readonly string[];
  /** The resource type the file makes (documented on `uploadedFileSchema`). */
  resourceType: ResourceType;
  /**
   * Whether a browser may show it in place: images and MP4 videos (a recorded lesson plays in the page's
   * own player, decision 054); not PDFs, as a PDF viewer does not run under the sandbox CSP.
   */
  inline: boolean;
};

const kind = (
  contentType: string,
  extensions: readonly string[],
  resourceType: ResourceType,
  inline = false,
): UploadKind => ({ contentType, extensions, resourceType, inline });

/** The accepted kinds, keyed by the MIME type file-type reports (or ours for the legacy Office formats). */
const KINDS: Readonly<Record<string, UploadKind>> = {
  "application/pdf": kind("application/pdf", ["pdf"], "pdf"),
  "application/msword": kind("application/msword", ["doc"], "doc"),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": kind(
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ["docx"],
    "doc",
  ),
  "application/vnd.ms-powerpoint": kind("application/vnd.ms-powerpoint", ["ppt"], "ppt"),
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": kind(
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ["pptx"],
    "ppt",
  ),
  "application/vnd.ms-excel": kind("application/vnd.ms-excel", ["xls"], "other"),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": kind(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ["xlsx"],
    "other",
  ),
  "image/png": kind("image/png", ["png"], "other", true),
  "image/jpeg": kind("image/jpeg", ["jpg", "jpeg"], "other", true),
  "audio/mpeg": kind("audio/mpeg", ["mp3"], "other"),
  "video/mp4": kind("video/mp4", ["mp4"], "other", true),
};

/** Media must be whole and carry no HTML or script as text anywhere. */
const wholeMedia = (isWhole: (bytes: Buffer) => boolean) => (bytes: Buffer) =>
  isWhole(bytes) && !carriesScriptMarkup(bytes);
const withoutLegacyMacros = (bytes: Buffer) => !legacyOfficeHasMacros(bytes);

/** Each accepted kind's check of the whole file, past the signature that named it. */
const CONTENT_CHECKS: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  "application/pdf": isPdfWithoutActions,
  "application/msword": withoutLegacyMacros,
  "application/vnd.ms-powerpoint": withoutLegacyMacros,
  "application/vnd.ms-excel": withoutLegacyMacros,
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": isOfficeOpenXmlWithoutMacros,
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": isOfficeOpenXmlWithoutMacros,
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": isOfficeOpenXmlWithoutMacros,
  "image/png": wholeMedia(isWholePng),
  "image/jpeg": wholeMedia(isWholeJpeg),
  "audio/mpeg": wholeMedia(isWholeMp3),
  "video/mp4": wholeMedia(isWholeMp4),
};

export const PLAIN_TEXT = kind("text/plain; charset=utf-8", ["txt", "text", "csv", "md"], "doc");

const KIND_BY_CONTENT_TYPE = new Map(
  [...Object.values(KINDS), PLAIN_TEXT].map((accepted) => [accepted.contentType, accepted]),
);

/** The kind a stored file's Content-Type stands for; undefined for anything uploads never produce. */
export const kindOfContentType = (contentType: string) => KIND_BY_CONTENT_TYPE.get(contentType);

/**
 * Legacy Office files are Compound File Binary containers (file-type says only `cfb`, as it does for
 * installers and mail messages); the stream that holds the document names the application. A name is
 * looked for as a directory entry: UTF-16LE and ended by a NUL character.
 */
const CFB_STREAMS: ReadonlyArray<[string, string]> = [
  ["WordDocument", "application/msword"],
  ["PowerPoint Document", "application/vnd.ms-powerpoint"],
  ["Workbook", "application/vnd.ms-excel"],
  ["Book", "application/vnd.ms-excel"],
];

function legacyOfficeType(bytes: Buffer): string | undefined {
  for (const [stream, contentType] of CFB_STREAMS) {
    if (bytes.includes(Buffer.from(`${stream}\u0000`, "utf16le"))) return contentType;
  }
  return undefined;
}

/**
 * Markup a browser would render or sniff: a document that starts with a tag, a declaration or a
 * processing instruction (HTML, SVG, XML), or that carries anywhere an element that runs script or
 * embeds content, or an element with an event-handler attribute (`<p onclick=…>`).
 */
const MARKUP_START = /^<[!?a-z]/i;
const MARKUP_ELEMENT =
  /<\s*(?:!doctype|\?xml|html|head|body|script|svg|math|iframe|frame|frameset|object|embed|applet|meta|link|base|style|form|img|video|audio|template|xml)[\s/>]/i;
const EVENT_HANDLER = /<[a-z][^<>]*[\s/"']on[a-z]+\s*=/i;
/** Byte-order marks of UTF-16 and UTF-32: text in those encodings is refused, whatever it says. */
const WIDE_TEXT_MARKS = [
  Buffer.from([0x00, 0x00, 0xfe, 0xff]),
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xfe, 0xff]),
];

function isControlCharacter(code: number) {
  // Tab, line feed, form feed and carriage return are text; the other C0 controls and DEL are not.
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

/**
 * Plain text has no signature. What a text resource holds — prose, maths (`3 < 5`, `x<y`), CSV (with
 * Excel's UTF-8 byte-order mark), Markdown, code in most languages — is accepted: valid UTF-8 (a UTF-8
 * byte-order mark allowed), with no NUL or other control character but tab, line and form feed and
 * carriage return, that does not look like HTML, SVG or XML (above). UTF-16 and UTF-32 are refused
 * (by their mark, and by the NUL bytes they are full of): a browser that guessed the encoding could read
 * markup the UTF-8 checks never saw. HTML teaching material goes up as PDF or Word instead.
 */
export function isPlainText(bytes: Buffer): boolean {
  if (WIDE_TEXT_MARKS.some((mark) => bytes.subarray(0, mark.length).equals(mark))) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (let index = 0; index < text.length; index++) {
    if (isControlCharacter(text.charCodeAt(index))) return false;
  }
  const start = text.replace(/^\uFEFF/, "").trimStart();
  return !MARKUP_START.test(start) && !MARKUP_ELEMENT.test(text) && !EVENT_HANDLER.test(text);
}

/** The accepted kind of these bytes, or null when the content is not one the platform takes. */
export async function detectUploadKind(bytes: Buffer): Promise<UploadKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const contentType = detected.mime === "application/x-cfb" ? legacyOfficeType(bytes) : detected.mime;
    const accepted = contentType ? KINDS[contentType] : undefined;
    return accepted && CONTENT_CHECKS[accepted.contentType]!(bytes) ? accepted : null;
  }
  return isPlainText(bytes) ? PLAIN_TEXT : null;
}

/** The resource size in KB: whole kilobytes, rounded up. */
export const sizeInKb = (bytes: number) => Math.ceil(bytes / 1024);
