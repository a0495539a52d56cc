import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompaniesTab } from "#app/routes/admin/components/companies-tab.tsx";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";

const company = (
  id: number,
  name: string,
  status: string,
  employeeCount = 0,
  expectedEmployees: number | null = null,
) => ({
  id,
  name,
  contactName: "HR Lead",
  contactEmail: `hr@${name.toLowerCase().replace(/\s+/g, "")}.example`,
  contactPhone: null,
  status,
  employeeCount,
  expectedEmployees,
  placesPurchased: null as number | null,
  places: { purchased: null as number | null, used: employeeCount, free: null as number | null },
  notes: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  subscriptionEndDate: null,
});
const companies = [
  company(1, "Northwind Logistics", "active", 12, 250),
  company(2, "Harbour Health Trust", "pending"),
  company(3, "Old Mill Foods", "inactive"),
];
const enquiries = [
  {
    id: 1,
    fullName: "Older Enquirer",
    companyName: "Older Co",
    role: "Other",
    email: "older@example.com",
    phone: "0100 000000",
    companySize: "1-49",
    message: null,
    createdAt: "2026-01-01T10:00:00.000Z",
  },
  {
    id: 2,
    fullName: "Newer Enquirer",
    companyName: "Newer Co",
    role: "HR Director/VP",
    email: "newer@example.com",
    phone: "0100 000001",
    companySize: "250+",
    message: "We have 400 staff.",
    createdAt: "2026-03-01T10:00:00.000Z",
  },
];

const card = (name: string) =>
  within(screen.getByRole("list", { name: "Companies" }))
    .getByText(name)
    .closest("li") as HTMLElement;

describe("Companies tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows company cards with status colours and employee counts, and enquiries newest first", async () => {
    stubApi({ "GET /api/admin/companies": companies, "GET /api/admin/enquiries": enquiries });
    renderWithProviders(<CompaniesTab />);
    await screen.findByRole("list", { name: "Companies" });
    expect(within(card("Northwind Logistics")).getByText("Active")).toHaveClass("bg-green-100");
    expect(within(card("Harbour Health Trust")).getByText("Pending")).toHaveClass("bg-yellow-100");
    expect(within(card("Old Mill Foods")).getByText("Inactive")).toHaveClass("bg-slate-100");
    expect(card("Northwind Logistics")).toHaveTextContent("Employees: 12 of 250 expected");
    expect(card("Harbour Health Trust")).toHaveTextContent("Employees: 0");
    expect(card("Harbour Health Trust")).not.toHaveTextContent("expected");
    const list = await screen.findByRole("list", { name: "Enquiries" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Newer Enquirer"), expect.stringContaining("Older Enquirer")]);
  });

  it("adds a company with the places it bought, shows them on its card, and links each card to its report", async () => {
    const calls = stubApi({
      "GET /api/admin/companies": companies.map((c) =>
        c.id === 1 ? { ...c, placesPurchased: 120, places: { purchased: 120, used: 12, free: 108 } } : c,
      ),
      "GET /api/admin/enquiries": [],
      "POST /api/admin/companies": ({ body }: { body: unknown }) => ({
        status: 201,
        body: { ...companies[0], id: 9, ...(body as object) },
      }),
    });
    renderWithProviders(<CompaniesTab />);
    await screen.findByRole("list", { name: "Companies" });
    expect(card("Northwind Logistics")).toHaveTextContent("Places: 12 of 120 used · 108 free");
    expect(card("Harbour Health Trust")).toHaveTextContent("Places: 0 used (no limit)");
    expect(
      within(card("Northwind Logistics")).getByRole("link", { name: "Utilisation of Northwind Logistics" }),
    ).toHaveAttribute("href", "/admin/companies/1/utilisation");
    expect(
      within(card("Northwind Logistics")).getByRole("link", { name: "Manage Northwind Logistics" }),
    ).toHaveAttribute("href", "/admin/companies/1");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add Company" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Company" }));
    await user.type(dialog.getByLabelText("Company Name"), "Acme Ltd");
    await user.type(dialog.getByLabelText("Contact Name"), "Priya Shah");
    await user.type(dialog.getByLabelText("Contact Email"), "priya@example.com");
    await user.type(dialog.getByLabelText("Places Purchased (optional)"), "0");
    await user.click(dialog.getByRole("button", { name: "Add Company" }));
    expect(
      await dialog.findByText("Places purchased must be a whole number of at least 1"),
    ).toBeInTheDocument();
    await user.clear(dialog.getByLabelText("Places Purchased (optional)"));
    await user.type(dialog.getByLabelText("Places Purchased (optional)"), "40");
    await user.click(dialog.getByRole("button", { name: "Add Company" }));
    expect(await screen.findByText("Company added")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ placesPurchased: 40 });
  });

  it("says Error with the server's message when adding a company fails", async () => {
    stubApi({
      "GET /api/admin/companies": companies,
      "GET /api/admin/enquiries": [],
      "POST /api/admin/companies": () => ({
        status: 409,
        body: { message: "A company with this name already exists", code: "COMPANY_NAME_TAKEN" },
      }),
    });
    renderWithProviders(<CompaniesTab />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add Company" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Company" }));
    await user.click(dialog.getByRole("button", { name: "Add Company" }));
    expect(await dialog.findByText("Please enter a valid email")).toBeInTheDocument();
    await user.type(dialog.getByLabelText("Company Name"), "Northwind Logistics");
    await user.type(dialog.getByLabelText("Contact Name"), "Priya Shah");
    await user.type(dialog.getByLabelText("Contact Email"), "priya@example.com");
    await user.click(dialog.getByRole("button", { name: "Add Company" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Error").closest("li")).toHaveTextContent(
      "A company with this name already exists",
    );
    expect(dialog.getByLabelText("Company Name")).toHaveAccessibleDescription(
      "A company with this name already exists",
    );
  });

  it("edits a company's status and subscription end date", async () => {
    const calls = stubApi({
      "GET /api/admin/companies": companies,
      "GET /api/admin/enquiries": [],
      "PUT /api/admin/companies/2": ({ body }: { body: unknown }) => ({
        body: { ...companies[1], ...(body as object) },
      }),
    });
    renderWithProviders(<CompaniesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Harbour Health Trust" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Company" }));
    expect(dialog.getByLabelText("Status")).toHaveValue("pending");
    await user.selectOptions(dialog.getByLabelText("Status"), "active");
    await user.type(dialog.getByLabelText("Subscription End Date"), "2031-07-31");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Company updated")).toBeInTheDocument();
    const body = calls.find((call) => call.method === "PUT")?.body as Record<string, unknown>;
    expect(body.status).toBe("active");
    expect(body.subscriptionEndDate).toBe(new Date(2031, 6, 31, 23, 59, 59).toISOString());
    expect(body.employeeCount).toBeNull();
  });

  it("edits the expected number of employees: at least 1, and an emptied field clears it", async () => {
    const calls = stubApi({
      "GET /api/admin/companies": companies,
      "GET /api/admin/enquiries": [],
      "PUT /api/admin/companies/1": ({ body }: { body: unknown }) => ({
        body: { ...companies[0], ...(body as object) },
      }),
    });
    renderWithProviders(<CompaniesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Northwind Logistics" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Company" }));
    const field = dialog.getByLabelText("Number of Employees (optional)");
    expect(field).toHaveValue(250);
    expect(field).toHaveAccessibleDescription(
      "How many staff the company expects to register. Leave empty if not known.",
    );
    await user.clear(field);
    await user.type(field, "0");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await dialog.findByText("Employee count must be at least 1")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription("Employee count must be at least 1");
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.clear(field);
    await user.type(field, "300");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Company updated")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toMatchObject({ employeeCount: 300 });

    await user.click(await screen.findByRole("button", { name: "Edit Northwind Logistics" }));
    const again = within(await screen.findByRole("dialog", { name: "Edit Company" }));
    await user.clear(again.getByLabelText("Number of Employees (optional)"));
    await user.click(again.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toMatchObject({ employeeCount: null });
  });

  it("generates accounts: validates, replaces the form with results, and clears them on close", async () => {
    const calls = stubApi({
      "GET /api/admin/companies": companies,
      "GET /api/admin/enquiries": [],
      "POST /api/admin/generate-bulk-accounts": () => ({
        status: 201,
        body: {
          count: 1,
          credentials: [
            {
              fullName: "Employee 1",
              username: "northwind1",
              password: "Xk7pQm2vRt9w",
              email: "northwind1@acme.co.uk",
            },
          ],
          emailTemplate: "<p>Welcome</p>",
        },
      }),
    });
    renderWithProviders(<CompaniesTab />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Generate Accounts" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Generate Accounts" }));
    expect(dialog.getByLabelText("Number of Accounts")).toHaveValue(10);
    await user.clear(dialog.getByLabelText("Number of Accounts"));
    await user.type(dialog.getByLabelText("Number of Accounts"), "1001");
    await user.type(dialog.getByLabelText("Email Domain (optional)"), "not a domain");
    await user.click(dialog.getByRole("button", { name: "Generate Accounts" }));
    expect(await dialog.findByText("Please select a company first")).toBeInTheDocument();
    expect(dialog.getByText("Cannot generate more than 1000 accounts at once")).toBeInTheDocument();
    expect(dialog.getByText("Please enter a valid domain, e.g. acme.co.uk")).toBeInTheDocument();
    await user.clear(dialog.getByLabelText("Number of Accounts"));
    await user.type(dialog.getByLabelText("Number of Accounts"), "0");
    await user.click(dialog.getByRole("button", { name: "Generate Accounts" }));
    expect(await dialog.findByText("Must generate at least 1 account")).toBeInTheDocument();
    // An emptied count is asked for by name, not "Expected number, received nan".
    await user.clear(dialog.getByLabelText("Number of Accounts"));
    await user.click(dialog.getByRole("button", { name: "Generate Accounts" }));
    expect(await dialog.findByText("Number of accounts is required")).toBeInTheDocument();
    expect(dialog.getByLabelText("Email Domain (optional)")).toHaveAccessibleDescription(
      "Please enter a valid domain, e.g. acme.co.uk",
    );

    await waitFor(() =>
      expect(dialog.getByRole("option", { name: "Northwind Logistics" })).toBeInTheDocument(),
    );
    await user.selectOptions(dialog.getByLabelText("Company"), "Northwind Logistics");
    await user.clear(dialog.getByLabelText("Number of Accounts"));
    await user.type(dialog.getByLabelText("Number of Accounts"), "1");
    await user.clear(dialog.getByLabelText("Email Domain (optional)"));
    await user.type(dialog.getByLabelText("Email Domain (optional)"), "acme.co.uk");
    await user.click(dialog.getByRole("button", { name: "Generate Accounts" }));
    expect(await dialog.findByText("1 account has been generated.")).toBeInTheDocument();
    // The submit button is gone: focus moves to the results' summary, inside the dialog.
    await waitFor(() => expect(dialog.getByText("1 account has been generated.")).toHaveFocus());
    expect(dialog.getByRole("button", { name: "Download Credentials" })).toBeInTheDocument();
    expect(dialog.queryByLabelText("Number of Accounts")).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      companyId: 1,
      count: 1,
      domain: "acme.co.uk",
      role: "student",
      generatePasswords: true,
    });
    await user.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Generate Accounts" }));
    dialog = within(await screen.findByRole("dialog", { name: "Generate Accounts" }));
    expect(dialog.getByLabelText("Number of Accounts")).toHaveValue(10);
    expect(dialog.queryByText("1 account has been generated.")).not.toBeInTheDocument();
  });
});
