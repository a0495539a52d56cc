/** How a request's Range is read against a file's size (decision 054 "Playing recorded videos"). */
import { describe, expect, it } from "vitest";
import { entityTag, rangeAnswer, rangeStillHolds } from "./files.ranges.ts";

const part = (start: number, end: number) => ({ kind: "part", range: { start, end } });

describe("rangeAnswer", () => {
  it.each([
    ["bytes=0-99", part(0, 99)],
    ["bytes=0-0", part(0, 0)],
    ["bytes=400-599", part(400, 599)],
    ["bytes=900-", part(900, 999)],
    ["bytes=900-5000", part(900, 999)],
    ["bytes=-100", part(900, 999)],
    ["bytes=-5000", part(0, 999)],
    ["bytes=999-999", part(999, 999)],
    ["BYTES=1-2", part(1, 2)],
    ["bytes= 10-20 ", part(10, 20)],
  ])("serves %s of a 1000-byte file as one part", (header, expected) => {
    expect(rangeAnswer(header, 1000)).toEqual(expected);
  });

  it.each(["bytes=1000-", "bytes=1000-1999", "bytes=99999999999999999999999-", "bytes=-0"])(
    "refuses %s of a 1000-byte file as unsatisfiable",
    (header) => {
      expect(rangeAnswer(header, 1000)).toEqual({ kind: "unsatisfiable" });
    },
  );

  it.each([
    undefined,
    "",
    "bytes=",
    "bytes=-",
    "bytes=20-10",
    "bytes=0-1,5-9",
    "bytes=0-1, -5",
    "items=0-9",
    "bytes=a-b",
    "bytes=1.5-3",
    "bytes=-1-2",
    "0-99",
  ])("answers %s with the whole file", (header) => {
    expect(rangeAnswer(header, 1000)).toEqual({ kind: "whole" });
  });

  it("finds nothing to serve in an empty file", () => {
    expect(rangeAnswer("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(rangeAnswer("bytes=-1", 0)).toEqual({ kind: "unsatisfiable" });
  });
});

describe("If-Range", () => {
  const file = { uploadedAt: "2026-11-27T17:00:00.000Z", size: 1000 };
  const tag = entityTag("AAAAAAAAAAAAAAAAAAAAAAAA", file);

  it("tags a file by its key, the time it was stored and its size, as a strong quoted tag", () => {
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(entityTag("AAAAAAAAAAAAAAAAAAAAAAAA", { ...file })).toBe(tag);
    expect(entityTag("BAAAAAAAAAAAAAAAAAAAAAAA", file)).not.toBe(tag);
    expect(
      entityTag("AAAAAAAAAAAAAAAAAAAAAAAA", { ...file, uploadedAt: "2026-11-27T17:00:01.000Z" }),
    ).not.toBe(tag);
    expect(entityTag("AAAAAAAAAAAAAAAAAAAAAAAA", { ...file, size: 1001 })).not.toBe(tag);
  });

  it("lets the range stand without If-Range or with the file's own tag, not with a date or another tag", () => {
    expect(rangeStillHolds(undefined, tag)).toBe(true);
    expect(rangeStillHolds(tag, tag)).toBe(true);
    expect(rangeStillHolds('"another"', tag)).toBe(false);
    expect(rangeStillHolds(`W/${tag}`, tag)).toBe(false);
    expect(rangeStillHolds("Fri, 27 Nov 2026 17:00:00 GMT", tag)).toBe(false);
  });
});
