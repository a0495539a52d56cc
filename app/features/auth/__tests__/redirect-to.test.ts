import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInReturningTo } from "../lib/redirect-to.ts";

describe("the page to come back to after signing in", () => {
  it("follows a path on this site, with its query", () => {
    expect(safeRedirectPath("/schedule?view=month&date=2026-11-23")).toBe(
      "/schedule?view=month&date=2026-11-23",
    );
    expect(signInReturningTo("/students/4")).toBe("/auth?redirectTo=%2Fstudents%2F4");
  });

  it("refuses anything a browser would read as another site, or no path at all", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "dashboard",
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
    expect(signInReturningTo("//evil.example")).toBe("/auth");
    expect(signInReturningTo("/auth")).toBe("/auth");
  });
});
