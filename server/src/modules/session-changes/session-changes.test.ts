import { describe, expect, it } from "vitest";
import { decodeSessionChange, encodeSessionChange, type SessionChange } from "./session-changes.service.ts";

describe("session change payloads", () => {
  it("read back what was written", () => {
    const changes: SessionChange[] = [
      { kind: "session", sessionId: "a".repeat(64) },
      { kind: "user", userId: 42 },
      { kind: "company", companyId: 7 },
      { kind: "all" },
    ];
    for (const change of changes) expect(decodeSessionChange(encodeSessionChange(change))).toEqual(change);
  });

  it("count anything unreadable as everything changed", () => {
    for (const payload of ["", "user:", "user:abc", "session:short", "company:1.5", "what:1"]) {
      expect(decodeSessionChange(payload)).toEqual({ kind: "all" });
    }
  });
});
