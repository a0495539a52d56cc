/**
 * The syntax of a PDF as files.pdf.ts reads it (decision 045): its tokens, the values they make, and the
 * filters an object stream may be compressed with, decoded within a budget. Anything that cannot be read
 * here throws `Unsafe`, and a file that cannot be read is refused.
 */
import { constants, inflateSync } from "node:zlib";

export class Unsafe extends Error {}

const table = (characters: string) => {
  const flags = new Uint8Array(256);
  for (const character of characters) flags[character.charCodeAt(0)] = 1;
  return flags;
};
const SPACE = table("\0\t\n\f\r ");
const ENDS_TOKEN = table("\0\t\n\f\r ()<>[]{}/%");
export const INTEGER = /^\d{1,10}$/;
const COMMENT_END = /[\n\r]/g;

export type Token =
  | { kind: "name"; value: string }
  | { kind: "word"; value: string }
  | { kind: "open-dict" | "close-dict" | "open-array" | "close-array" | "string" };

export type Value =
  | { type: "name"; name: string }
  | { type: "integer"; value: number }
  | { type: "ref"; object: number }
  | { type: "array"; items: Value[] }
  | { type: "dict"; entries: Map<string, Value> }
  | { type: "other" };

/** What is left of the token allowance of one file's check. */
export type Allowance = { tokens: number };

/** PDF tokens of a latin1 text between two offsets. */
export class Lexer {
  constructor(
    readonly allowance: Allowance,
    readonly text: string,
    public pos: number,
    readonly end: number,
  ) {}

  private code(at: number) {
    return this.text.charCodeAt(at);
  }

  private skipSpace() {
    while (this.pos < this.end) {
      const code = this.code(this.pos);
      if (SPACE[code]) this.pos++;
      else if (code === 0x25) {
        COMMENT_END.lastIndex = this.pos;
        this.pos = COMMENT_END.test(this.text) ? COMMENT_END.lastIndex - 1 : this.end;
      } else break;
    }
  }

  private regular() {
    const start = this.pos;
    while (this.pos < this.end && !ENDS_TOKEN[this.code(this.pos)]) this.pos++;
    return this.text.slice(start, this.pos);
  }

  next(): Token | null {
    this.skipSpace();
    if (this.pos >= this.end) return null;
    if (--this.allowance.tokens < 0) throw new Unsafe();
    const character = this.text[this.pos];
    switch (character) {
      case "/": {
        this.pos++;
        const raw = this.regular();
        if (!raw.includes("#")) return { kind: "name", value: raw };
        const value = raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
        return { kind: "name", value };
      }
      case "<":
        if (this.text[this.pos + 1] === "<") {
          this.pos += 2;
          return { kind: "open-dict" };
        }
        this.pos = this.text.indexOf(">", this.pos);
        this.pos = this.pos < 0 || this.pos >= this.end ? this.end : this.pos + 1;
        return { kind: "string" };
      case ">":
        this.pos += this.text[this.pos + 1] === ">" ? 2 : 1;
        return { kind: "close-dict" };
      case "[":
        this.pos++;
        return { kind: "open-array" };
      case "]":
        this.pos++;
        return { kind: "close-array" };
      case "(": {
        let depth = 0;
        while (this.pos < this.end) {
          const code = this.code(this.pos++);
          if (code === 0x5c) this.pos++;
          else if (code === 0x28) depth++;
          else if (code === 0x29 && --depth === 0) break;
        }
        this.pos = Math.min(this.pos, this.end);
        return { kind: "string" };
      }
      case ")":
      case "{":
      case "}":
        this.pos++;
        return { kind: "word", value: character };
      default:
        return { kind: "word", value: this.regular() };
    }
  }
}

/** Filters an object stream may use here: decoded with node:zlib or by hand. */
export function decodeFilter(name: string, data: Buffer, budget: number): Buffer {
  switch (name) {
    case "FlateDecode":
    case "Fl":
      return inflateSync(data, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
    case "ASCIIHexDecode":
    case "AHx": {
      const digits = data
        .toString("latin1")
        .split(">")[0]!
        .replace(/[\0\t\n\f\r ]/g, "");
      if (/[^0-9A-Fa-f]/.test(digits)) throw new Unsafe();
      return Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex");
    }
    case "ASCII85Decode":
    case "A85":
      return decodeAscii85(data);
    default:
      throw new Unsafe();
  }
}

function decodeAscii85(data: Buffer): Buffer {
  const text = data
    .toString("latin1")
    .split("~>")[0]!
    .replace(/[\0\t\n\f\r ]/g, "")
    .replace(/z/g, "!!!!!");
  if (/[^!-u]/.test(text)) throw new Unsafe();
  const out: number[] = [];
  for (let index = 0; index < text.length; index += 5) {
    const group = text.slice(index, index + 5);
    let value = 0;
    for (let digit = 0; digit < 5; digit++) value = value * 85 + ((group.charCodeAt(digit) || 0x75) - 0x21);
    const bytes = [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
    out.push(...bytes.slice(0, group.length - 1));
  }
  return Buffer.from(out);
}

/** The filters a stream's /Filter names, in order (none when absent); anything else cannot be read here. */
export function filterNames(filter: Value | undefined): string[] {
  if (filter === undefined) return [];
  if (filter.type === "name") return [filter.name];
  if (filter.type === "array" && filter.items.every((item) => item.type === "name")) {
    return filter.items.map((item) => (item as { name: string }).name);
  }
  throw new Unsafe();
}

/** Whether decode parameters (one dictionary, or one per filter) ask for a predictor. */
export function predicts(parameters: Value): boolean {
  if (parameters.type === "array") return parameters.items.some(predicts);
  if (parameters.type !== "dict") return parameters.type !== "other";
  const predictor = parameters.entries.get("Predictor");
  return predictor !== undefined && !(predictor.type === "integer" && predictor.value <= 1);
}
