/**
 * zod whose every message is a sentence about the field (DECISIONS.md "Validation texts are sentences",
 * decision 051): where a schema gives no text of its own, the message names the field and the limit in plain
 * words ("Company name must be at most 200 characters"), never a library's wording ("String must contain at
 * most 200 character(s)", "Too big: expected…"). Every module imports `z` from here, so the error map is
 * installed before any schema parses, on the server (the API's 400 `message` and `issues`) and in the
 * browser (the forms). A message set on a schema or on one of its checks still wins: the specification's
 * texts are kept that way.
 *
 * The field's name comes from the issue's path: `FIELD_LABELS` where the words of the key read badly
 * (`scheduledFor` is "Date and time"), else the key in words (`youtubeUrl` → "YouTube URL", `contactName` →
 * "Contact name"). A schema names its field itself with `labelled("Company name")` where the key alone
 * would say too little.
 */
import { z } from "zod";

/** The issue as the error map sees it (the parts it reads). */
export type FieldIssue = {
  code: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  expected?: string;
  format?: string;
  prefix?: string;
  suffix?: string;
  includes?: string;
  divisor?: number | bigint;
  values?: readonly unknown[];
  keys?: readonly string[];
};

/**
 * Names of fields whose key does not read as their name. Everything else is the key in words; visible
 * labels say 'Teacher' where the code says tutor (decision 011).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  scheduledFor: "Date and time",
  tutorId: "Teacher",
  studentId: "Child",
  userId: "Family account",
  companyId: "Company",
  sessionId: "Session",
  seriesId: "Series",
  lessonId: "Lesson",
  maxUses: "Max users",
  expiryDays: "Expiry (days)",
  count: "Number of accounts",
  yearsExperience: "Years of experience",
  isActive: "Active",
  bio: "Biography",
  confirmPassword: "Confirm password",
  employeeCount: "Number of employees",
  token: "Link token",
};

/** Words written their own way inside a field's name. */
const WORDS: Readonly<Record<string, string>> = {
  url: "URL",
  urls: "URLs",
  id: "ID",
  ids: "IDs",
  youtube: "YouTube",
  csv: "CSV",
  html: "HTML",
  sms: "SMS",
  tutor: "teacher",
  tutors: "teachers",
};

/** `youtubeUrl` → "YouTube URL", `full-name` → "Full name"; an environment variable keeps its name. */
export function fieldWords(key: string): string {
  if (/^[A-Z0-9_]+$/.test(key) && /[A-Z]/.test(key)) return key;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The field an issue is about, by its path: its label (or its key in words), with the item of a list it sits
 * in ("Email in row 3", "Subjects (item 2)"); null for the request itself.
 */
export function fieldLabel(path: readonly PropertyKey[] = []): string | null {
  const last = path.length - 1;
  const keyAt = (index: number) => {
    for (let i = index; i >= 0; i--) if (typeof path[i] === "string") return path[i] as string;
    return null;
  };
  const name = (key: string) => FIELD_LABELS[key] ?? fieldWords(key);
  if (last < 0) return null;
  const end = path[last];
  if (typeof end === "number") {
    const list = keyAt(last - 1);
    return list ? `${name(list)} (item ${end + 1})` : `Item ${end + 1}`;
  }
  if (typeof end !== "string") return null;
  let row: number | null = null;
  for (let i = last - 1; i >= 0 && row === null; i--)
    if (typeof path[i] === "number") row = path[i] as number;
  return row === null ? name(end) : `${name(end)} in row ${row + 1}`;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/** "a, b or c". */
function choices(values: readonly unknown[]): string {
  const words = values.map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** What a field of this type must be, for a value of another type. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: "must be text",
  number: "must be a number",
  int: "must be a whole number",
  bigint: "must be a whole number",
  boolean: "must be true or false",
  array: "must be a list",
  object: "must be a set of fields",
  date: "must be a date",
  null: "must be empty",
};

const FORMAT_WORDS: Readonly<Record<string, string>> = {
  email: "must be a valid email address",
  url: "must be a valid URL",
  datetime: "must be a valid date and time",
  date: "must be a valid date",
  time: "must be a valid time",
  uuid: "is not valid",
};

/** The sentence after the field's name: "must be at most 200 characters". */
export function fieldPredicate(issue: FieldIssue): string {
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return "is required";
      if (issue.expected === "int" && typeof issue.input === "number") return "must be a whole number";
      return TYPE_WORDS[issue.expected ?? ""] ?? "is not valid";
    }
    case "too_small":
    case "too_big": {
      const small = issue.code === "too_small";
      const n = Number(small ? issue.minimum : issue.maximum);
      const bound = issue.exact ? "exactly" : small ? "at least" : "at most";
      if (issue.origin === "string") {
        if (small && n === 1 && !issue.exact) return "is required";
        return `must be ${bound} ${count(n, "character", "characters")}`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        if (small && n === 1 && !issue.exact) return "must have at least one item";
        return `must have ${bound} ${count(n, "item", "items")}`;
      }
      if (issue.origin === "date") {
        const day = new Date(n).toISOString().slice(0, 10);
        return small ? `must be on or after ${day}` : `must be on or before ${day}`;
      }
      // A whole number's own bounds (zod's safe integers): the field's limits come after them.
      if (n === Number.MAX_SAFE_INTEGER) return "is too large";
      if (n === Number.MIN_SAFE_INTEGER) return "is too small";
      if (issue.inclusive === false)
        return `must be ${small ? "more" : "less"} than ${n.toLocaleString("en-GB")}`;
      return `must be ${bound} ${n.toLocaleString("en-GB")}`;
    }
    case "invalid_format":
      if (issue.format === "starts_with") return `must start with ${issue.prefix}`;
      if (issue.format === "ends_with") return `must end with ${issue.suffix}`;
      if (issue.format === "includes") return `must contain ${issue.includes}`;
      return FORMAT_WORDS[issue.format ?? ""] ?? "is not in the expected form";
    case "invalid_value":
      if (!issue.values?.length || issue.values.length > 8) return "is not one of the choices";
      return `must be ${choices(issue.values)}`;
    case "not_multiple_of":
      return `must be a multiple of ${Number(issue.divisor).toLocaleString("en-GB")}`;
    default:
      return "is not valid";
  }
}

/**
 * "Subjects are required", "Status is required", "Max users is required": a one-word name ending in a plural
 * -s (not -ss, -us, -is); a longer name is one value ("Number of accounts").
 */
const isPlural = (label: string) => /^[A-Za-z]+[^suiSUI]s$/.test(label);

/** The sentence for an issue, naming the field as `label` (else by its path). */
export function fieldMessage(issue: FieldIssue, label = fieldLabel(issue.path)): string {
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys ?? [];
    const where = label ? ` in ${label}` : "";
    return keys.length === 1
      ? `The field ${keys[0]} is not accepted${where}`
      : `The fields ${choices(keys).replace(/ or /, " and ")} are not accepted${where}`;
  }
  const sentence = fieldPredicate(issue);
  if (label === null) {
    if (issue.code === "invalid_type" && issue.expected === "object")
      return issue.input === undefined || issue.input === null
        ? "Please send the details as a JSON object"
        : "The details must be a JSON object";
    return `The value sent ${sentence}`;
  }
  return `${label} ${isPlural(label) ? sentence.replace(/^is /, "are ") : sentence}`;
}

/**
 * A schema's own name for its field, as its error: `z.string(labelled("Company name")).max(200)` says
 * "Company name must be at most 200 characters" wherever the field sits.
 */
export const labelled = (label: string) => ({
  error: (issue: FieldIssue) => fieldMessage(issue, label),
});

/**
 * A message for a missing or wrongly typed value only (`z.string(whenMissing("Please enter a title"))`):
 * the schema's other limits say their own sentence, so a 5,000-character title is told it is too long
 * rather than asked for a title.
 */
export const whenMissing = (message: string) => ({
  error: (issue: FieldIssue) => (issue.code === "invalid_type" ? message : undefined),
});

/** A check's message from the field's name and a predicate: `.refine(ok, mustBe("must be a valid date"))`. */
export const mustBe = (words: string) => ({
  error: (issue: FieldIssue) => `${fieldLabel(issue.path) ?? "The value sent"} ${words}`,
});

// In the browser zod runs without its compiled parsers (`jitless`): to choose them it first tries
// `new Function("")`, which the pages' Content-Security-Policy forbids, and the browser reports every such
// try as a policy violation. The server keeps them: it has no such policy.
z.config({
  customError: (issue) => fieldMessage(issue as FieldIssue),
  jitless: typeof document !== "undefined",
});

export { z };
