import { describe, expect, it } from "vitest";
import { classicMessage, z } from "./zod.ts";

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return result.error.issues.map((issue) => issue.message);
}

describe("the classic validation messages", () => {
  it("says Required for a missing value", () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual(["Required"]);
    expect(messagesOf(z.number(), undefined)).toEqual(["Required"]);
  });

  it("names the expected and received types for a wrong type", () => {
    expect(messagesOf(z.string(), 42)).toEqual(["Expected string, received number"]);
    expect(messagesOf(z.number(), null)).toEqual(["Expected number, received null"]);
    expect(messagesOf(z.string(), [])).toEqual(["Expected string, received array"]);
    // zod 3's texts for integers: a fraction is a float; another type is not a number at all.
    expect(messagesOf(z.number().int(), 1.5)).toEqual(["Expected integer, received float"]);
    expect(messagesOf(z.number().int(), "2")).toEqual(["Expected number, received string"]);
  });

  it("says Invalid email", () => {
    expect(messagesOf(z.string().email(), "not-an-email")).toEqual(["Invalid email"]);
    expect(messagesOf(z.email(), "a@")).toEqual(["Invalid email"]);
  });

  it("gives string length limits in characters", () => {
    expect(messagesOf(z.string().min(3), "ab")).toEqual(["String must contain at least 3 character(s)"]);
    expect(messagesOf(z.string().max(5), "abcdef")).toEqual(["String must contain at most 5 character(s)"]);
    expect(messagesOf(z.string().length(2), "abc")).toEqual(["String must contain exactly 2 character(s)"]);
  });

  it("gives number limits", () => {
    expect(messagesOf(z.number().min(15), 10)).toEqual(["Number must be greater than or equal to 15"]);
    expect(messagesOf(z.number().max(1000), 1001)).toEqual(["Number must be less than or equal to 1000"]);
    expect(messagesOf(z.number().gt(0), 0)).toEqual(["Number must be greater than 0"]);
    expect(messagesOf(z.coerce.number().int().min(1), "0")).toEqual([
      "Number must be greater than or equal to 1",
    ]);
  });

  it("lists the enum values and the value received", () => {
    expect(messagesOf(z.enum(["a", "b"]), "c")).toEqual([
      "Invalid enum value. Expected 'a' | 'b', received 'c'",
    ]);
  });

  it("names the single value of a literal", () => {
    expect(messagesOf(z.literal("yes"), "no")).toEqual(['Invalid literal value, expected "yes"']);
  });

  it("gives array sizes in elements", () => {
    expect(messagesOf(z.array(z.string()).min(1), [])).toEqual(["Array must contain at least 1 element(s)"]);
  });

  it("lets a message set on the schema win", () => {
    expect(messagesOf(z.string().min(3, "Username must be at least 3 characters"), "ab")).toEqual([
      "Username must be at least 3 characters",
    ]);
    expect(messagesOf(z.string().email("Please enter a valid email address"), "x")).toEqual([
      "Please enter a valid email address",
    ]);
    expect(messagesOf(z.number().min(15, { message: "Duration must be at least 15 minutes" }), 5)).toEqual([
      "Duration must be at least 15 minutes",
    ]);
    expect(
      messagesOf(
        z.object({ a: z.string(), b: z.string() }).refine((v) => v.a === v.b, {
          message: "Passwords do not match",
          path: ["b"],
        }),
        { a: "x", b: "y" },
      ),
    ).toEqual(["Passwords do not match"]);
  });

  it("maps issues it does not know to Invalid input", () => {
    expect(classicMessage({ code: "custom" })).toBe("Invalid input");
    expect(messagesOf(z.union([z.string(), z.number()]), true)).toEqual(["Invalid input"]);
  });
});
