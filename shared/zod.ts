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

export function classicMessage(issue: ClassicIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Required";
      // zod 4 reports a fractional number for an int as expected "int"; zod 3 said integer/float.
      if (issue.expected === "int" && typeof issue.input === "number" && Number.isFinite(issue.input))
        return "Expected integer, received float";
      return `Expected ${issue.expected}, received ${describeReceived(issue.input)}`;
    case "too_small": {
      const n = Number(issue.minimum);
      if (issue.origin === "string") {
        if (issue.exact) return `String must contain exactly ${n} character(s)`;
        return `String must contain at least ${n} character(s)`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        if (issue.exact) return `Array must contain exactly ${n} element(s)`;
        return `Array must contain at least ${n} element(s)`;
      }
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") {
        return issue.inclusive
          ? `Number must be greater than or equal to ${n}`
          : `Number must be greater than ${n}`;
      }
      if (issue.origin === "date")
        return `Date must be greater than or equal to ${new Date(n).toISOString()}`;
      return "Invalid input";
    }
    case "too_big": {
      const n = Number(issue.maximum);
      if (issue.origin === "string") {
        if (issue.exact) return `String must contain exactly ${n} character(s)`;
        return `String must contain at most ${n} character(s)`;
      }
      if (issue.origin === "array" || issue.origin === "set")
        return `Array must contain at most ${n} element(s)`;
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") {
        return issue.inclusive
          ? `Number must be less than or equal to ${n}`
          : `Number must be less than ${n}`;
      }
      if (issue.origin === "date")
        return `Date must be smaller than or equal to ${new Date(n).toISOString()}`;
      return "Invalid input";
    }
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
