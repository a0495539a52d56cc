import { describe, expect, it } from "vitest";
import { contentDisposition, downloadName } from "./files.names.ts";

describe("download names", () => {
  it("adds the content's extension when the name lacks one that fits", () => {
    const text = {
      contentType: "text/plain",
      extensions: ["txt", "csv"],
      resourceType: "doc",
      inline: false,
    } as const;
    expect(downloadName("notes", text)).toBe("notes.txt");
    expect(downloadName("marks.CSV", text)).toBe("marks.CSV");
    expect(downloadName("page.html", text)).toBe("page.html.txt");
  });

  it("writes an ASCII filename and an RFC 5987 filename* for other names", () => {
    expect(contentDisposition("plain.pdf", "attachment")).toBe('attachment; filename="plain.pdf"');
    expect(contentDisposition('say "hi".pdf', "attachment")).toBe(
      `attachment; filename="say _hi_.pdf"; filename*=UTF-8''say%20%22hi%22.pdf`,
    );
    expect(contentDisposition("Ünïcode (1)'s.pdf", "inline")).toBe(
      `inline; filename="_n_code (1)'s.pdf"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%281%29%27s.pdf`,
    );
  });
});
