import { describe, expect, it } from "vitest";
import { rowIdParam } from "./common.ts";
import { MAX_ROW_ID, rowIdOf } from "./row-ids.ts";

describe("a row id in a path without zod (decision 055)", () => {
  it("reads a path's id exactly as the API's zod rule does", () => {
    const samples = [
      "1",
      "42",
      String(MAX_ROW_ID),
      String(MAX_ROW_ID + 1),
      "9999999999",
      "12345678901",
      "0",
      "007",
      "-3",
      "1.5",
      "1e3",
      " 7",
      "abc",
      "",
      undefined,
    ];
    for (const sample of samples) expect(rowIdOf(sample)).toBe(rowIdParam.safeParse(sample).data ?? null);
    expect(rowIdOf("42")).toBe(42);
    expect(rowIdOf(String(MAX_ROW_ID + 1))).toBeNull();
  });
});
