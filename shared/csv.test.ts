import { describe, expect, it } from "vitest";
import { escapeCsvCell, recordsToCsv, toCsv } from "./csv.ts";

describe("escapeCsvCell", () => {
  it("leaves plain text alone", () => {
    expect(escapeCsvCell("Jane Doe")).toBe("Jane Doe");
    expect(escapeCsvCell("jane@example.com")).toBe("jane@example.com");
    expect(escapeCsvCell(42)).toBe("42");
  });

  it("writes null and undefined as empty cells", () => {
    expect(escapeCsvCell(null)).toBe("");
    expect(escapeCsvCell(undefined)).toBe("");
  });

  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+44 20 7946 0000", "'+44 20 7946 0000"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
  ])("prefixes a formula start %s with a quote", (input, expected) => {
    expect(escapeCsvCell(input)).toBe(expected);
  });

  it("prefixes a leading tab or carriage return (a carriage return is also quoted)", () => {
    expect(escapeCsvCell("\t=1+1")).toBe("'\t=1+1");
    expect(escapeCsvCell("\r=1+1")).toBe(`"'\r=1+1"`);
  });

  it("does not prefix a formula character that is not at the start", () => {
    expect(escapeCsvCell("a=b")).toBe("a=b");
    expect(escapeCsvCell("jane+tag@example.com")).toBe("jane+tag@example.com");
  });

  it("quotes cells with commas, quotes, semicolons and line breaks, doubling quotes", () => {
    expect(escapeCsvCell("Doe, Jane")).toBe('"Doe, Jane"');
    expect(escapeCsvCell('The "Boss"')).toBe('"The ""Boss"""');
    expect(escapeCsvCell("a;b")).toBe('"a;b"');
    expect(escapeCsvCell("line1\nline2")).toBe('"line1\nline2"');
  });

  it("escapes and quotes a formula that also needs quoting", () => {
    expect(escapeCsvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("keeps apostrophes and accents", () => {
    expect(escapeCsvCell("Siobhán O'Brien")).toBe("Siobhán O'Brien");
  });
});

describe("toCsv", () => {
  it("joins a header and rows with commas and CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", "2"],
          ["3", null],
        ],
      ),
    ).toBe("a,b\r\n1,2\r\n3,\r\n");
  });

  it("escapes header cells too", () => {
    expect(toCsv(["=a"], [])).toBe("'=a\r\n");
  });
});

describe("recordsToCsv", () => {
  it("writes the chosen columns in order", () => {
    const csv = recordsToCsv(
      ["fullName", "username", "password", "email"],
      [{ fullName: "Ann", username: "ann1", password: "=pw", email: "ann@example.com", extra: "x" }],
    );
    expect(csv).toBe("fullName,username,password,email\r\nAnn,ann1,'=pw,ann@example.com\r\n");
  });
});
