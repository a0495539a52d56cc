import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SELECTED_CHILD_KEY } from "#app/features/students/lib/selected-child.ts";
import { queryClient } from "#app/lib/query-client.ts";
import { stubApi } from "#app/test/render.tsx";
import { clientLoader } from "../student-dashboard.tsx";

const parent = {
  id: 1,
  role: "parent",
  fullName: "Sarah Johnson",
  email: "parent@example.com",
  username: "parent",
  profileImage: null,
  companyId: null,
  mustChangePassword: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};
const child = (id: number, label: string, grade: string) => ({
  id,
  firstName: label,
  label,
  grade,
  subjects: null,
  tutorName: null,
  createdAt: "2026-09-01T09:00:00.000Z",
});

/** The reads the loader made, in order, without the account's. */
const reads = (calls: { url: string }[]) =>
  calls.map((call) => call.url).filter((url) => url !== "/api/user");

describe("the student dashboard's loader (decision 055)", () => {
  beforeEach(() => {
    queryClient.clear();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    window.localStorage.clear();
  });

  it("asks for the remembered child's upcoming sessions and recordings and the family's bookings before the first draw", async () => {
    window.localStorage.setItem(SELECTED_CHILD_KEY, "7");
    const calls = stubApi({
      "GET /api/user": parent,
      "GET /api/family/children": [child(3, "Noah", "Year 6"), child(7, "Olivia", "Year 10")],
      "GET /api/scheduled-sessions/upcoming": [],
      "GET /api/student/recorded-lessons": [],
      "GET /api/bookings": [],
    });
    await expect(clientLoader()).resolves.toBeNull();
    expect(reads(calls)).toEqual([
      "/api/family/children",
      "/api/scheduled-sessions/upcoming?limit=3&studentId=7",
      "/api/student/recorded-lessons?limit=3&studentId=7",
      "/api/bookings",
    ]);
  });

  it("for a family with no child yet, asks for the family's own sessions and every recording, and no bookings", async () => {
    const calls = stubApi({
      "GET /api/user": parent,
      "GET /api/family/children": [],
      "GET /api/scheduled-sessions/upcoming": [],
      "GET /api/student/recorded-lessons": [],
    });
    await clientLoader();
    expect(reads(calls)).toEqual([
      "/api/family/children",
      "/api/scheduled-sessions/upcoming?limit=3&studentId=1",
      "/api/student/recorded-lessons?limit=3",
    ]);
  });

  it("asks for nothing more when the children cannot be read: the cards show their own failure", async () => {
    const calls = stubApi({ "GET /api/user": parent });
    await expect(clientLoader()).resolves.toBeNull();
    expect(reads(calls)).toEqual(["/api/family/children"]);
  });

  it("asks for nothing for an account of another role", async () => {
    const calls = stubApi({ "GET /api/user": { ...parent, role: "tutor" } });
    await clientLoader();
    expect(reads(calls)).toEqual([]);
  });
});
