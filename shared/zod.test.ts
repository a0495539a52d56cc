import { describe, expect, it } from "vitest";
import { fieldLabel, fieldWords, labelled, mustBe, whenMissing, z } from "./zod.ts";

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return result.error.issues.map((issue) => issue.message);
}

/** zod's own wordings, old and new, which no message may use (decision 051). */
const LIBRARY_WORDING =
  /character\(s\)|element\(s\)|less than or equal|greater than or equal|Invalid input|Invalid enum|Expected|expected|received|Too small|Too big|^Required$/;

describe("validation messages are sentences about the field", () => {
  it("names a missing field", () => {
    expect(messagesOf(z.object({ title: z.string() }), {})).toEqual(["Title is required"]);
    expect(messagesOf(z.object({ duration: z.number() }), {})).toEqual(["Duration is required"]);
    expect(messagesOf(z.object({ subjects: z.array(z.string()) }), {})).toEqual(["Subjects are required"]);
    expect(messagesOf(z.object({ status: z.string() }), {})).toEqual(["Status is required"]);
  });

  it("says what a field must be when it has another type", () => {
    expect(messagesOf(z.object({ title: z.string() }), { title: 42 })).toEqual(["Title must be text"]);
    expect(messagesOf(z.object({ capacity: z.number() }), { capacity: null })).toEqual([
      "Capacity must be a number",
    ]);
    expect(messagesOf(z.object({ capacity: z.number().int() }), { capacity: 1.5 })).toEqual([
      "Capacity must be a whole number",
    ]);
    expect(messagesOf(z.object({ sendInvite: z.boolean() }), { sendInvite: "yes" })).toEqual([
      "Send invite must be true or false",
    ]);
    expect(messagesOf(z.object({ subjects: z.array(z.string()) }), { subjects: "Maths" })).toEqual([
      "Subjects must be a list",
    ]);
  });

  it("gives a text's length limits in characters", () => {
    const schema = z.object({ contactName: z.string().min(2).max(200) });
    expect(messagesOf(schema, { contactName: "A" })).toEqual(["Contact name must be at least 2 characters"]);
    expect(messagesOf(schema, { contactName: "x".repeat(201) })).toEqual([
      "Contact name must be at most 200 characters",
    ]);
    expect(messagesOf(z.object({ code: z.string().length(6) }), { code: "123" })).toEqual([
      "Code must be exactly 6 characters",
    ]);
    expect(messagesOf(z.object({ notes: z.string().max(5000) }), { notes: "x".repeat(5001) })).toEqual([
      "Notes must be at most 5,000 characters",
    ]);
  });

  it("asks for an empty required text rather than for one character", () => {
    expect(messagesOf(z.object({ fullName: z.string().min(1) }), { fullName: "" })).toEqual([
      "Full name is required",
    ]);
  });

  it("gives a number's bounds", () => {
    const schema = z.object({ maxUses: z.number().int().min(1).max(1000) });
    expect(messagesOf(schema, { maxUses: 0 })).toEqual(["Max users must be at least 1"]);
    expect(messagesOf(schema, { maxUses: 1001 })).toEqual(["Max users must be at most 1,000"]);
    expect(messagesOf(z.object({ size: z.number().positive() }), { size: 0 })).toEqual([
      "Size must be more than 0",
    ]);
    expect(messagesOf(z.object({ size: z.number().lt(10) }), { size: 10 })).toEqual([
      "Size must be less than 10",
    ]);
    expect(messagesOf(z.object({ capacity: z.number().int().max(30) }), { capacity: 2 ** 53 })).toEqual([
      "Capacity is too large",
      "Capacity must be at most 30",
    ]);
  });

  it("lists the choices of an enum or a literal", () => {
    expect(messagesOf(z.object({ role: z.enum(["parent", "student"]) }), { role: "x" })).toEqual([
      "Role must be parent or student",
    ]);
    expect(messagesOf(z.object({ status: z.enum(["a", "b", "c"]) }), { status: "x" })).toEqual([
      "Status must be a, b or c",
    ]);
    expect(messagesOf(z.object({ role: z.literal("tutor") }), { role: "admin" })).toEqual([
      "Role must be tutor",
    ]);
  });

  it("names formats in words", () => {
    expect(messagesOf(z.object({ email: z.email() }), { email: "a@" })).toEqual([
      "Email must be a valid email address",
    ]);
    expect(messagesOf(z.object({ youtubeUrl: z.url() }), { youtubeUrl: "nope" })).toEqual([
      "YouTube URL must be a valid URL",
    ]);
    expect(messagesOf(z.object({ from: z.iso.datetime() }), { from: "soon" })).toEqual([
      "From must be a valid date and time",
    ]);
    expect(messagesOf(z.object({ link: z.string().startsWith("https://") }), { link: "http://x" })).toEqual([
      "Link must start with https://",
    ]);
  });

  it("gives a list's size in items, and names the item of a list", () => {
    const schema = z.object({ subjects: z.array(z.string().max(3)).min(1).max(2) });
    expect(messagesOf(schema, { subjects: [] })).toEqual(["Subjects must have at least one item"]);
    expect(messagesOf(schema, { subjects: ["a", "b", "c"] })).toEqual(["Subjects must have at most 2 items"]);
    expect(messagesOf(schema, { subjects: ["a", "long"] })).toEqual([
      "Subjects (item 2) must be at most 3 characters",
    ]);
    const rows = z.object({ employees: z.array(z.object({ email: z.email() })) });
    expect(messagesOf(rows, { employees: [{ email: "a@b.example" }, { email: "x" }] })).toEqual([
      "Email in row 2 must be a valid email address",
    ]);
  });

  it("asks for an object when the whole value is something else", () => {
    expect(messagesOf(z.object({ a: z.string() }), null)).toEqual([
      "Please send the details as a JSON object",
    ]);
    expect(messagesOf(z.object({ a: z.string() }), [1])).toEqual(["The details must be a JSON object"]);
  });

  it("says which fields are not accepted", () => {
    expect(messagesOf(z.strictObject({ a: z.string() }), { a: "x", b: 1, c: 2 })).toEqual([
      "The fields b and c are not accepted",
    ]);
  });

  it("names fields by their label, or the key in words", () => {
    expect(fieldWords("youtubeUrl")).toBe("YouTube URL");
    expect(fieldWords("fileUrl")).toBe("File URL");
    expect(fieldWords("full-name")).toBe("Full name");
    expect(fieldWords("RATE_LIMIT_MULTIPLIER")).toBe("RATE_LIMIT_MULTIPLIER");
    expect(fieldLabel(["scheduledFor"])).toBe("Date and time");
    expect(fieldLabel(["tutorId"])).toBe("Teacher");
    expect(fieldLabel([])).toBeNull();
  });

  it("lets a schema name its own field", () => {
    const schema = z.object({ name: z.string(labelled("Company name")).min(2).max(200) });
    expect(messagesOf(schema, { name: "x".repeat(201) })).toEqual([
      "Company name must be at most 200 characters",
    ]);
    expect(messagesOf(schema, {})).toEqual(["Company name is required"]);
  });

  it("keeps a missing value's own text off the field's other limits", () => {
    const title = z.object({
      title: z.string(whenMissing("Please enter a title")).trim().min(1, "Please enter a title").max(200),
    });
    expect(messagesOf(title, {})).toEqual(["Please enter a title"]);
    expect(messagesOf(title, { title: " " })).toEqual(["Please enter a title"]);
    expect(messagesOf(title, { title: "x".repeat(5000) })).toEqual(["Title must be at most 200 characters"]);
  });

  it("builds a check's sentence from the field's name", () => {
    const schema = z.object({
      endDate: z.string().refine((value) => value === "ok", mustBe("must be a date")),
    });
    expect(messagesOf(schema, { endDate: "no" })).toEqual(["End date must be a date"]);
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

  it("never answers with the library's wording", () => {
    const schema = z.object({
      title: z.string().max(5),
      count: z.number().int().min(1).max(10),
      role: z.enum(["a", "b"]),
      tags: z.array(z.string()).max(1),
      either: z.union([z.string(), z.number()]),
    });
    const inputs = [
      {},
      { title: 1, count: "x", role: 1, tags: "x", either: true },
      { title: "xxxxxxx", count: 0, tags: ["a", "b"] },
    ];
    for (const input of inputs) {
      for (const message of messagesOf(schema, input)) expect(message).not.toMatch(LIBRARY_WORDING);
    }
  });
});
