import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookies.ts";

describe("cookieValue", () => {
  it("reads one cookie, decoded, among others", () => {
    expect(cookieValue("a=1; viewer-tz=Europe%2FLondon; b=x=y", "viewer-tz")).toBe("Europe/London");
    expect(cookieValue("a=1; b=x=y", "b")).toBe("x=y");
  });

  it("says null when the cookie is missing, the header is empty, or the value does not decode", () => {
    expect(cookieValue("a=1", "viewer-tz")).toBeNull();
    expect(cookieValue(null, "viewer-tz")).toBeNull();
    expect(cookieValue("viewer-tz=%E0%A4%A", "viewer-tz")).toBeNull();
  });
});
