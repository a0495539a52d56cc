import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { RecordedLessonsAdminList } from "../components/recorded-lessons-admin-list.tsx";
import { forcesLesson, lessonLibraryAnswer } from "./lesson-fixtures.ts";

describe("the admin's Lesson Videos list", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 30 lessons, then the rest under them with Show more", async () => {
    const many = Array.from({ length: 35 }, (_, index) => ({
      ...forcesLesson,
      id: index + 1,
      title: `Video ${index}`,
    }));
    const calls = stubApi((call) => lessonLibraryAnswer(many, call.url));
    renderWithProviders(<RecordedLessonsAdminList onEdit={() => undefined} onDelete={() => undefined} />);
    const list = await screen.findByRole("list", { name: "Lesson videos" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(30);
    await userEvent.setup().click(screen.getByRole("button", { name: "Show more lesson videos" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(35));
    expect(screen.queryByRole("button", { name: "Show more lesson videos" })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([
      "/api/admin/recorded-lessons?limit=30",
      "/api/admin/recorded-lessons?limit=30&cursor=30",
    ]);
  });
});
