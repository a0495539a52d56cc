import { describe, expect, it } from "vitest";
import type { Resource } from "#shared/schemas/resources.ts";
import { filterResources, formatSize, hasUploadedFile, subjectOptions } from "../lib/resource-views.ts";

const resource = (values: Partial<Resource>): Resource => ({
  id: 1,
  title: "Fractions Worksheet",
  description: null,
  fileUrl: null,
  externalUrl: "https://example.org",
  type: "pdf",
  size: null,
  subject: "Mathematics",
  yearGroup: null,
  tutorId: 1,
  tutorName: null,
  uploadedAt: "2026-11-01T10:00:00.000Z",
  ...values,
});

describe("the resources screen's helpers", () => {
  const list = [
    resource({ id: 1, title: "Fractions Worksheet", type: "pdf", subject: "Mathematics" }),
    resource({ id: 2, title: "Macbeth", description: "Key QUOTES", type: "doc", subject: "English" }),
    resource({ id: 3, title: "Cells quiz", type: "quiz", subject: "Biology" }),
  ];

  it("filters by search (title, description, subject; any case), type and subject together", () => {
    const ids = (filters: Partial<Parameters<typeof filterResources>[1]>) =>
      filterResources(list, { search: "", type: "", subject: "", ...filters }).map((r) => r.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ search: "quotes" })).toEqual([2]);
    expect(ids({ search: "  biology " })).toEqual([3]);
    expect(ids({ type: "quiz" })).toEqual([3]);
    expect(ids({ subject: "English", type: "pdf" })).toEqual([]);
  });

  it("offers the form's subjects, then any other subject in the list", () => {
    expect(subjectOptions([...list, resource({ subject: "History" })])).toEqual([
      "Mathematics",
      "English",
      "Science",
      "Physics",
      "Chemistry",
      "Biology",
      "History",
    ]);
  });

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
