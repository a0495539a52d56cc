import { describe, expect, it } from "vitest";
import { formatSize, hasUploadedFile } from "../lib/resource-views.ts";

describe("the resources screen's helpers", () => {
  it("shows sizes in KB below a megabyte and MB above; nothing when unknown", () => {
    expect(formatSize(850)).toBe("850 KB");
    expect(formatSize(2355)).toBe("2.3 MB");
    expect(formatSize(25_600)).toBe("25 MB");
    expect(formatSize(0)).toBeNull();
    expect(formatSize(null)).toBeNull();
  });

  it("tells an uploaded file from a link elsewhere", () => {
    expect(hasUploadedFile({ fileUrl: "/api/files/abcdefghijklmnopqrstuvwx" })).toBe(true);
    expect(hasUploadedFile({ fileUrl: "https://example.org/a.pdf" })).toBe(false);
    expect(hasUploadedFile({ fileUrl: null })).toBe(false);
  });
});
