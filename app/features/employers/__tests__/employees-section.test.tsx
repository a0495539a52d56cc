import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminScope, EMPLOYER_SCOPE } from "#app/lib/company-scope.ts";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { EmployeeRow } from "#shared/schemas/employer.ts";
import { EmployeesSection } from "../components/employees-section.tsx";
import { londonToday } from "../lib/employee-status.ts";

const today = londonToday();
const later = (days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const row = (id: number, fullName: string, patch: Partial<EmployeeRow> = {}): EmployeeRow => ({
  id,
  fullName,
  email: `${fullName.split(" ")[0]?.toLowerCase()}@northwind.example`,
  username: `user${id}`,
  registeredAt: "2026-10-01T09:00:00.000Z",
  activated: true,
  leftAt: null,
  signsInWithProvider: false,
  ...patch,
});

const page = (employees: EmployeeRow[], total = employees.length, pageNumber = 1) => ({
  employees,
  total,
  page: pageNumber,
  pageSize: 50,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("EmployeesSection", () => {
  it("lists the employer's own employees with their status, and marks the chosen ones as leaving", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/employer/employees": page([
        row(1, "Ada Lovelace"),
        row(2, "Alan Turing", { activated: false }),
      ]),
      "POST /api/employer/leavers": ({ body }: { body: unknown }) => ({
        body: {
          leavers: (body as { userIds: number[] }).userIds.map((userId) => ({ userId, leftAt: later(7) })),
        },
      }),
    });
    renderWithProviders(<EmployeesSection scope={EMPLOYER_SCOPE} />);
    const table = await screen.findByRole("table", { name: "Employees" });
    expect(within(table).getByRole("row", { name: /Ada Lovelace.*Activated/ })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /Alan Turing.*Registered/ })).toBeInTheDocument();
    expect(calls[0]?.url).toBe("/api/employer/employees?page=1");

    const mark = screen.getByRole("button", { name: "Mark as Leaving" });
    expect(mark).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Choose Ada Lovelace" }));
    await user.click(screen.getByRole("button", { name: "Mark 1 as Leaving" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark Ada Lovelace as leaving" });
    const date = within(dialog).getByLabelText("Access ends on");
    expect(date).toHaveAttribute("min", today);
    await user.clear(date);
    await user.type(date, later(7));
    await user.click(within(dialog).getByRole("button", { name: "Confirm Leavers" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({ userIds: [1], leftAt: later(7) }),
    );
    expect(await screen.findByText("Leavers saved")).toBeInTheDocument();
  });

  it("refuses a date in the past without calling the server", async () => {
    const user = userEvent.setup();
    const calls = stubApi({ "GET /api/employer/employees": page([row(1, "Ada Lovelace")]) });
    renderWithProviders(<EmployeesSection scope={EMPLOYER_SCOPE} />);
    await user.click(await screen.findByRole("checkbox", { name: "Choose Ada Lovelace" }));
    await user.click(screen.getByRole("button", { name: "Mark 1 as Leaving" }));
    const dialog = await screen.findByRole("dialog");
    const date = within(dialog).getByLabelText("Access ends on");
    await user.clear(date);
    await user.type(date, later(-1));
    await user.click(within(dialog).getByRole("button", { name: "Confirm Leavers" }));
    expect(await within(dialog).findByText("Please choose a date from today onwards")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("undoes a leaving date still ahead, and offers no undo for one that has come", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/admin/companies/3/employees": page([
        row(1, "Ada Lovelace", { leftAt: later(3) }),
        row(2, "Alan Turing", { leftAt: today }),
      ]),
      "DELETE /api/admin/companies/3/leavers/1": { status: 204 },
    });
    renderWithProviders(<EmployeesSection scope={adminScope(3)} />);
    const table = await screen.findByRole("table", { name: "Employees" });
    expect(within(table).getByRole("row", { name: /Ada Lovelace.*Leaving/ })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /Alan Turing.*Left/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Undo leaving date of Alan Turing" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Choose Alan Turing" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Undo leaving date of Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog", { name: /Undo the leaving date of Ada Lovelace/ });
    await user.click(within(dialog).getByRole("button", { name: "Undo Leaving Date" }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === "DELETE" && call.url === "/api/admin/companies/3/leavers/1"),
      ).toBe(true),
    );
    expect(await screen.findByText("Leaving date undone")).toBeInTheDocument();
  });

  it("searches, filters by status and pages through the list", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/employer/employees": ({ url }: { url: string }) => {
        const pageNumber = Number(new URL(url, "http://x").searchParams.get("page"));
        return { body: page([row(pageNumber, `Person ${pageNumber}`)], 120, pageNumber) };
      },
    });
    renderWithProviders(<EmployeesSection scope={EMPLOYER_SCOPE} />);
    expect(await screen.findByText(/120 employees · page 1 of 3/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(/page 2 of 3/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Filter by status"), "Leaving");
    await user.type(screen.getByLabelText("Search employees"), "ada");
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe("/api/employer/employees?page=1&search=ada&status=leaving"),
    );
  });
});
