import { describe, expect, it } from "vitest";
import { overdueBy } from "../lib/overdue-by.ts";

describe("overdueBy", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("counts whole days and hours past the due time", () => {
    expect(overdueBy("2026-11-23T11:30:00Z", now)).toBe("under 1 hour");
    expect(overdueBy("2026-11-23T11:00:00Z", now)).toBe("1 hour");
    expect(overdueBy("2026-11-23T07:00:00Z", now)).toBe("5 hours");
    expect(overdueBy("2026-11-22T12:00:00Z", now)).toBe("1 day");
    expect(overdueBy("2026-11-21T09:00:00Z", now)).toBe("2 days 3 hours");
  });
});
