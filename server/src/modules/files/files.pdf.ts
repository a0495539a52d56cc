/**
 * PDFs that run something when read are refused (DECISIONS.md "Safeguarding and security", decision 045):
 * JavaScript (`/JavaScript`, `/JS`), actions on events (`/AA`), launching a program (`/Launch`), XFA forms
 * (`/XFA`, which carry their own scripts), and an open action that does more than show a page. A
 * destination to open at (`/OpenAction [3 0 R /Fit]`, written by LibreOffice and LaTeX) is not an action
 * and stays allowed, as does a `GoTo` action dictionary with no further action chained to it.
 *
 * The file is read the way a forgiving reader rebuilds a broken one: every `N G obj` anywhere is parsed as
 * an object (so an object hidden inside another's stream, reachable through the cross-reference table, is
 * seen too), names are read with their `#xx` escapes decoded, and object streams (PDF 1.5 compressed
 * objects) are inflated with node:zlib and parsed the same way, within a budget. An object stream that
 * cannot be decoded (an unknown filter, a predictor, encryption) cannot be checked, so the file is refused.
 */
import {
  type Allowance,
  decodeFilter,
  filterNames,
  INTEGER,
  Lexer,
  predicts,
  type Token,
  Unsafe,
  type Value,
} from "./files.pdf-syntax.ts";

/** Names whose presence anywhere in an object means the document can run code or other programs. */
const FORBIDDEN_NAMES = new Set(["JavaScript", "JS", "AA", "Launch", "XFA"]);

/** Object streams inflate to at most this much in all, so a compression bomb cannot exhaust memory. */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;
/** Arrays and dictionaries nest at most this deep. */
const MAX_DEPTH = 64;
/**
 * Tokens read outside streams and in decoded object streams (an object's header counts as 4), at most:
 * under a second of work in the slowest case measured, and many times what real documents hold. A file
 * past it cannot be checked in reasonable time, so it is refused.
 */
const MAX_TOKENS = 1_500_000;

/** A value an open action may have: anything but an action dictionary other than a plain `GoTo`. */
function mayOpenWith(value: Value): boolean {
  if (value.type !== "dict") return true;
  const kind = value.entries.get("S");
  return kind?.type === "name" && kind.name === "GoTo" && !value.entries.has("Next");
}

const OBJECT_HEADER = /(\d{1,10})[\0\t\n\f\r ]+\d{1,5}[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;
/** A name written with any of its characters as `#xx`, as a regular expression. */
const escapedName = (name: string) =>
  `/${[...name]
    .map((character) => {
      const hex = character.charCodeAt(0).toString(16);
      return `(?:${character}|#${hex[0]}[${hex[1]}${hex[1]!.toUpperCase()}])`;
    })
    .join("")}(?![^\\0\\t\\n\\f\\r ()<>[\\]{}/%])`;
/** Names never written by a document that does not run code, looked for in every byte (stream data too). */
const ANYWHERE = new RegExp(["JavaScript", "Launch"].map(escapedName).join("|"));

class PdfInspector {
  private decoded = 0;
  private readonly allowance: Allowance = { tokens: MAX_TOKENS };
  /** Whether each object number's definitions could all stand as an open action, for those that refer to one. */
  private readonly objects = new Map<number, boolean>();
  private readonly openActionRefs: number[] = [];

  private name(value: string) {
    if (FORBIDDEN_NAMES.has(value)) throw new Unsafe();
  }

  /** An open action may show a page (a destination) or be a `GoTo` with nothing chained; nothing else. */
  private openAction(value: Value) {
    if (value.type === "ref") this.openActionRefs.push(value.object);
    else if (!mayOpenWith(value)) throw new Unsafe();
  }

  private value(lexer: Lexer, token: Token, depth: number): Value {
    if (depth > MAX_DEPTH) throw new Unsafe();
    switch (token.kind) {
      case "name":
        this.name(token.value);
        return { type: "name", name: token.value };
      case "open-dict":
        return this.dictionary(lexer, depth + 1);
      case "open-array": {
        const items: Value[] = [];
        this.sequence(lexer, depth + 1, "close-array", items);
        return { type: "array", items };
      }
      case "word": {
        if (!INTEGER.test(token.value)) return { type: "other" };
        const saved = lexer.pos;
        const generation = lexer.next();
        if (generation?.kind === "word" && INTEGER.test(generation.value)) {
          const keyword = lexer.next();
          if (keyword?.kind === "word" && keyword.value === "R")
            return { type: "ref", object: Number(token.value) };
        }
        lexer.pos = saved;
        return { type: "integer", value: Number(token.value) };
      }
      default:
        return { type: "other" };
    }
  }

  private dictionary(lexer: Lexer, depth: number): Value {
    const entries = new Map<string, Value>();
    for (;;) {
      const key = lexer.next();
      if (!key || key.kind === "close-dict") break;
      if (key.kind !== "name") {
        this.value(lexer, key, depth);
        continue;
      }
      this.name(key.value);
      const token = lexer.next();
      if (!token || token.kind === "close-dict") break;
      const value = this.value(lexer, token, depth);
      entries.set(key.value, value);
      if (key.value === "OpenAction") this.openAction(value);
    }
    return { type: "dict", entries };
  }

  /** Values up to `close` (or the end): names checked, and whatever follows an `/OpenAction` name too. */
  private sequence(lexer: Lexer, depth: number, close?: Token["kind"], items?: Value[]) {
    let afterOpenAction = false;
    for (;;) {
      const token = lexer.next();
      if (!token || token.kind === close) return;
      const value = this.value(lexer, token, depth);
      items?.push(value);
      if (afterOpenAction) this.openAction(value);
      afterOpenAction = value.type === "name" && value.name === "OpenAction";
    }
  }

  private define(object: number, value: Value) {
    // Only what an open action needs is kept: a reference to a reference is not followed.
    this.objects.set(
      object,
      (this.objects.get(object) ?? true) && value.type !== "ref" && mayOpenWith(value),
    );
  }

  /** A stream's data, from after the `stream` keyword to `endstream` (by /Length when it is right). */
  private streamData(text: string, dictionary: Value & { type: "dict" }, afterKeyword: number) {
    let start = afterKeyword;
    if (text[start] === "\r") start++;
    if (text[start] === "\n") start++;
    const length = dictionary.entries.get("Length");
    if (length?.type === "integer") {
      const end = start + length.value;
      if (/^[\0\t\n\f\r ]*endstream/.test(text.slice(end, end + 16))) return { start, end, next: end };
    }
    const end = text.indexOf("endstream", start);
    return end < 0 ? { start, end: text.length, next: text.length } : { start, end, next: end };
  }

  /** An object stream's objects: decoded, every object parsed and defined. */
  private objectStream(bytes: Buffer, dictionary: Value & { type: "dict" }, start: number, end: number) {
    const filter = dictionary.entries.get("Filter");
    const first = dictionary.entries.get("First");
    const count = dictionary.entries.get("N");
    const parameters = dictionary.entries.get("DecodeParms");
    if (first?.type !== "integer" || count?.type !== "integer") throw new Unsafe();
    // A predictor rearranges the decoded bytes: such a stream is not read here, so the file is not taken.
    if (parameters && predicts(parameters)) throw new Unsafe();
    let data: Buffer = bytes.subarray(start, end);
    for (const name of filterNames(filter)) {
      try {
        data = decodeFilter(name, data, MAX_DECODED_BYTES - this.decoded);
      } catch {
        throw new Unsafe();
      }
    }
    this.decoded += data.length;
    if (this.decoded > MAX_DECODED_BYTES) throw new Unsafe();
    const text = data.toString("latin1");
    this.sequence(new Lexer(this.allowance, text, 0, text.length), 0);
    const header = new Lexer(this.allowance, text, 0, Math.min(first.value, text.length));
    const offsets: Array<[number, number]> = [];
    for (let index = 0; index < count.value; index++) {
      const object = header.next();
      const offset = header.next();
      if (object?.kind !== "word" || offset?.kind !== "word") break;
      offsets.push([Number(object.value), first.value + Number(offset.value)]);
    }
    for (const [object, offset] of offsets) {
      if (offset >= text.length) continue;
      const lexer = new Lexer(this.allowance, text, offset, text.length);
      const token = lexer.next();
      if (token) this.define(object, this.value(lexer, token, 0));
    }
  }

  /** One object from its `obj` keyword to the next object's header: its value, stream and whatever follows. */
  private region(bytes: Buffer, text: string, object: number, start: number, end: number) {
    this.allowance.tokens -= 4;
    const lexer = new Lexer(this.allowance, text, start, end);
    const token = lexer.next();
    if (!token) return;
    const value = this.value(lexer, token, 0);
    this.define(object, value);
    const saved = lexer.pos;
    const keyword = lexer.next();
    if (value.type === "dict" && keyword?.kind === "word" && keyword.value === "stream") {
      const data = this.streamData(text, value, lexer.pos);
      const type = value.entries.get("Type");
      const isObjectStream =
        (type?.type === "name" && type.name === "ObjStm") ||
        (value.entries.has("N") && value.entries.has("First"));
      if (isObjectStream) this.objectStream(bytes, value, data.start, data.end);
      if (data.next >= end) return;
      lexer.pos = data.next;
    } else {
      lexer.pos = saved;
    }
    this.sequence(lexer, 0);
  }

  inspect(bytes: Buffer) {
    const text = bytes.toString("latin1");
    if (ANYWHERE.test(text)) throw new Unsafe();
    // Each object runs from its header to the next one; what comes before the first is read on its own.
    const headers = new RegExp(OBJECT_HEADER);
    let object: { number: number; start: number } | null = null;
    for (let header = headers.exec(text); ; header = headers.exec(text)) {
      const end = header?.index ?? text.length;
      if (object) this.region(bytes, text, object.number, object.start, end);
      else this.sequence(new Lexer(this.allowance, text, 0, end), 0);
      if (!header) break;
      object = { number: Number(header[1]), start: header.index + header[0].length };
    }
    for (const object of this.openActionRefs) {
      if (this.objects.get(object) !== true) throw new Unsafe();
    }
  }
}

/** Whether a PDF carries no JavaScript, launch, event or open action (and its object streams could be read). */
export function isPdfWithoutActions(bytes: Buffer): boolean {
  try {
    new PdfInspector().inspect(bytes);
    return true;
  } catch (error) {
    if (error instanceof Unsafe || error instanceof RangeError) return false;
    throw error;
  }
}
