import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminScope } from "#app/lib/company-scope.ts";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { CompanyUtilisation } from "../components/company-utilisation.tsx";
import { SharedReport } from "../components/shared-report.tsx";
import { lastTwelveMonths } from "../lib/month-range.ts";

const range = lastTwelveMonths();
const report = {
  companyName: "Northwind Logistics",
  from: "2026-01",
  to: "2026-02",
  months: [
    {
      month: "2026-01",
      placesPurchased: 120,
      accountsCreated: 12,
      accountsActivated: "<5",
      familiesWithChildren: 6,
      childrenBooked: 0,
      sessionsAttended: 0,
      recordingsWatched: 9,
    },
    {
      month: "2026-02",
      placesPurchased: 120,
      accountsCreated: 5,
      accountsActivated: 7,
      familiesWithChildren: 0,
      childrenBooked: 0,
      sessionsAttended: 0,
      recordingsWatched: 5,
    },
  ],
  totals: {
    placesPurchased: 120,
    accountsCreated: 17,
    accountsActivated: null,
    familiesWithChildren: 6,
    childrenBooked: 0,
    sessionsAttended: 0,
    recordingsWatched: 14,
  },
};
const reportUrl = `GET /api/admin/companies/3/utilisation?from=${range.from}&to=${range.to}`;
const linksUrl = "GET /api/admin/companies/3/report-links";
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CompanyUtilisation", () => {
  it('shows the months as a table with "<5" and withheld totals, and the chart titled for screen readers', async () => {
    stubApi({ [reportUrl]: report, [linksUrl]: [] });
    renderWithProviders(<CompanyUtilisation scope={adminScope(3)} />);
    const table = await screen.findByRole("table", { name: /Utilisation of Northwind Logistics by month/ });
    const january = within(table).getByRole("row", { name: /Jan 2026/ });
    expect(
      within(january)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["120", "12", "<5fewer than 5", "6", "0", "0", "9"]);
    const total = within(table).getByRole("row", { name: /Total/ });
    expect(within(total).getAllByRole("cell")[2]?.textContent).toBe("—withheld");
    expect(
      screen.getByRole("img", { name: /Bar chart: Utilisation of Northwind Logistics per month/ }),
    ).toBeVisible();
    expect(await screen.findByText("No links shared yet.")).toBeVisible();
  });

  it("asks for a range the report accepts before loading it", async () => {
    const calls = stubApi({ [reportUrl]: report, [linksUrl]: [] });
    renderWithProviders(<CompanyUtilisation scope={adminScope(3)} />);
    await screen.findByRole("table");
    const user = userEvent.setup();
    const from = screen.getByLabelText("From");
    await user.clear(from);
    await user.type(from, "2026-05");
    const to = screen.getByLabelText("To");
    await user.clear(to);
    await user.type(to, "2026-04");
    await user.click(screen.getByRole("button", { name: "Show Report" }));
    expect(await screen.findByText("The start month must not be after the end month")).toBeVisible();
    expect(calls.filter((call) => call.url.includes("from=2026-05"))).toEqual([]);
  });

  it("creates a share link, shows it once to copy, and revokes a link after confirming", async () => {
    const links = [{ id: 4, createdAt: new Date().toISOString(), expiresAt: future, revokedAt: null }];
    const calls = stubApi({
      [reportUrl]: report,
      [linksUrl]: links,
      "POST /api/admin/companies/3/report-links": {
        id: 5,
        url: "http://localhost/reports/abc",
        expiresAt: future,
      },
      "DELETE /api/admin/report-links/4": () => ({ status: 204 }),
    });
    renderWithProviders(<CompanyUtilisation scope={adminScope(3)} />);
    const user = userEvent.setup();
    const days = await screen.findByLabelText("Expires after (days)");
    expect(days).toHaveValue(30);
    await user.clear(days);
    await user.type(days, "91");
    await user.click(screen.getByRole("button", { name: "Create Link" }));
    expect(await screen.findByText(/Expiry must be a whole number of days from 1 to 90/)).toBeVisible();
    await user.clear(days);
    await user.type(days, "14");
    await user.click(screen.getByRole("button", { name: "Create Link" }));
    expect(await screen.findByLabelText("New link")).toHaveValue("http://localhost/reports/abc");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ expiresInDays: 14 });
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeVisible();

    await user.click(await screen.findByRole("button", { name: /Revoke the link created/ }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke this link?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke Link" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(await screen.findByText("Link revoked")).toBeVisible();
  });
});

describe("SharedReport", () => {
  it("shows the company's report without sign-in", async () => {
    stubApi({ [`GET /api/reports/tok?from=${range.from}&to=${range.to}`]: report });
    renderWithProviders(<SharedReport token="tok" />);
    expect(await screen.findByRole("heading", { name: "Northwind Logistics: utilisation" })).toBeVisible();
    expect(screen.getByRole("table")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Create Link|Download CSV/ })).toBeNull();
  });

  it("says plainly when the link is revoked, expired or unknown", async () => {
    stubApi(() => ({ status: 404, body: { message: "This report link is not valid." } }));
    renderWithProviders(<SharedReport token="gone" />);
    expect(await screen.findByRole("heading", { name: "Report link not valid" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("It may have expired or been revoked");
  });
});
