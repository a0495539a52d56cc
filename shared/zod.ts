/**
 * zod with the specification's classic validation texts ("Required", "Invalid email",
 * "String must contain at least 3 character(s)"…). Every module imports `z` from here so the
 * global error map is installed before any schema parses. A message set on a schema still wins.
 */
import { z } from "zod";

type ClassicIssue = {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  expected?: string;
  format?: string;
  values?: unknown[];
};

function describeReceived(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "number" && Number.isNaN(input)) return "nan";
  return typeof input;
}

function quote(value: unknown): string {
  return typeof value === "string" ? `'${value}'` : String(value);
}

/** The classic texts of a size bound: "at least" for too_small, "at most" for too_big. */
function boundMessage(issue: ClassicIssue, n: number, bound: "least" | "most"): string {
  if (issue.origin === "string") {
    if (issue.exact) return `String must contain exactly ${n} character(s)`;
    return `String must contain at ${bound} ${n} character(s)`;
  }
  if (issue.origin === "array" || issue.origin === "set") {
    // zod 3 said "exactly" only for a length that was too short.
    if (issue.exact && bound === "least") return `Array must contain exactly ${n} element(s)`;
    return `Array must contain at ${bound} ${n} element(s)`;
  }
  if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") {
    const comparison = bound === "least" ? "greater" : "less";
    return issue.inclusive
      ? `Number must be ${comparison} than or equal to ${n}`
      : `Number must be ${comparison} than ${n}`;
  }
  if (issue.origin === "date") {
    const comparison = bound === "least" ? "greater" : "smaller";
    return `Date must be ${comparison} than or equal to ${new Date(n).toISOString()}`;
  }
  return "Invalid input";
}

export function classicMessage(issue: ClassicIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Required";
      // zod 4 reports a fractional number for an int as expected "int"; zod 3 said integer/float.
      if (issue.expected === "int" && typeof issue.input === "number" && Number.isFinite(issue.input))
        return "Expected integer, received float";
      return `Expected ${issue.expected}, received ${describeReceived(issue.input)}`;
    case "too_small":
      return boundMessage(issue, Number(issue.minimum), "least");
    case "too_big":
      return boundMessage(issue, Number(issue.maximum), "most");
    case "invalid_format":
      if (issue.format === "email") return "Invalid email";
      if (issue.format === "url") return "Invalid url";
      if (issue.format === "datetime" || issue.format === "date") return "Invalid date";
      if (issue.format === "regex") return "Invalid";
      return `Invalid ${issue.format ?? "input"}`;
    case "invalid_value": {
      const values = issue.values ?? [];
      if (values.length === 1) return `Invalid literal value, expected ${JSON.stringify(values[0])}`;
      return `Invalid enum value. Expected ${values.map(quote).join(" | ")}, received ${quote(issue.input)}`;
    }
    case "not_multiple_of":
      return "Invalid input";
    case "unrecognized_keys":
      return "Unrecognized key(s) in object";
    default:
      return "Invalid input";
  }
}

z.config({ customError: (issue) => classicMessage(issue as ClassicIssue) });

export { z };
