import { describe, expect, it } from "vitest";
import { inviteStatus } from "../lib/invite-status.ts";

describe("inviteStatus", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  it("is Used when used, whatever the expiry", () => {
    expect(inviteStatus({ isUsed: true, expiresAt: "2026-05-01T00:00:00Z" }, now)).toBe("Used");
  });
  it("is Expired when unused and past its expiry, Active otherwise", () => {
    expect(inviteStatus({ isUsed: false, expiresAt: "2026-06-01T11:59:59Z" }, now)).toBe("Expired");
    expect(inviteStatus({ isUsed: false, expiresAt: "2026-06-08T12:00:00Z" }, now)).toBe("Active");
  });
});
