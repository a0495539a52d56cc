import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompanySelect } from "#app/features/companies/components/company-select.tsx";
import { RegistrationCompanyForm } from "#app/features/companies/components/registration-company-form.tsx";
import { InvitesCard } from "#app/features/registration/components/invites-card.tsx";
import { RegistrationCodeCard } from "#app/features/registration/components/registration-code-card.tsx";
import { chooseCompany, companyFixture as company, renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { RegistrationCodeResponse } from "#shared/schemas/registration.ts";

const day = 86_400_000;
let nextInviteId = 1;
const listed = (name: string, isUsed: boolean, expiresInDays: number, id = nextInviteId++) => ({
  id,
  fullName: name,
  email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
  inviteLink: null,
  token: null,
  expiresAt: new Date(Date.now() + expiresInDays * day).toISOString(),
  isUsed,
});
/** An invitation as created or resent: the only answers carrying its link. */
const issued = (name: string, expiresInDays = 7, id = nextInviteId++) => ({
  ...listed(name, false, expiresInDays, id),
  inviteLink: `http://localhost/auth?token=tok-${name.replace(/\s+/g, "")}-${id}`,
  token: `tok-${name.replace(/\s+/g, "")}-${id}`,
});

describe("Registration tab: company form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the HR director wording and its own messages", async () => {
    stubApi({});
    renderWithProviders(<RegistrationCompanyForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Company Name"), "Acme Ltd");
    await user.type(screen.getByLabelText("HR Director Name"), "Priya Shah");
    await user.type(screen.getByLabelText("HR Director Email"), "nope");
    await user.type(screen.getByLabelText("Number of Employees (optional)"), "0");
    await user.click(screen.getByRole("button", { name: "Register Company" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Employee count must be at least 1")).toBeInTheDocument();
  });

  it("sends the number of employees, or null when it is left empty", async () => {
    const calls = stubApi({
      "POST /api/admin/companies": ({ body }: { body: unknown }) => ({
        status: 201,
        body: { ...company, ...(body as object), id: 9, expectedEmployees: 250 },
      }),
    });
    renderWithProviders(<RegistrationCompanyForm />);
    const user = userEvent.setup();
    const fill = async (name: string) => {
      await user.type(screen.getByLabelText("Company Name"), name);
      await user.type(screen.getByLabelText("HR Director Name"), "Priya Shah");
      await user.type(screen.getByLabelText("HR Director Email"), "priya@example.com");
    };
    await fill("Acme Ltd");
    await user.type(screen.getByLabelText("Number of Employees (optional)"), "250");
    await user.click(screen.getByRole("button", { name: "Register Company" }));
    expect(await screen.findByText("Company registered")).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ name: "Acme Ltd", employeeCount: 250 });

    await waitFor(() => expect(screen.getByLabelText("Company Name")).toHaveValue(""));
    await fill("Beta Ltd");
    await user.click(screen.getByRole("button", { name: "Register Company" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.at(-1)?.body).toMatchObject({ name: "Beta Ltd", employeeCount: null });
  });
});

/** A code as the API answers it (decision 048). */
const codeFixture = (values: Partial<RegistrationCodeResponse> & { id: number; code: string }) => ({
  maxUses: 200,
  uses: 0,
  expiresAt: new Date(Date.now() + 2 * day).toISOString(),
  registrationUrl: `http://localhost:5000/register/${values.code}`,
  status: "active",
  revokedAt: null,
  createdAt: new Date().toISOString(),
  ...values,
});

describe("Registration tab: registration code", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("creates a code and shows it with max users, the /register link and a QR code", async () => {
    const calls = stubApi({
      "GET /api/admin/companies": [company],
      "GET /api/admin/companies/3/registration-codes": [],
      "POST /api/admin/create-registration-code": () => ({
        status: 201,
        body: codeFixture({ id: 1, code: "ABCD2345", maxUses: 150 }),
      }),
    });
    renderWithProviders(<RegistrationCodeCard CompanySelect={CompanySelect} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText("Max Users")).toHaveValue(200);
    expect(screen.getByLabelText("Expiry (days)")).toHaveValue(2);
    expect(screen.getByText("48 hours recommended")).toBeInTheDocument();
    await chooseCompany(user);
    await user.clear(screen.getByLabelText("Max Users"));
    await user.type(screen.getByLabelText("Max Users"), "150");
    await user.click(screen.getByRole("button", { name: "Create Registration Code" }));
    const created = await screen.findByRole("region", { name: "Registration code created" });
    expect(within(created).getByText("ABCD2345")).toBeInTheDocument();
    expect(within(created).getByText("150")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "http://localhost:5000/register/ABCD2345" })).toBeInTheDocument();
    expect(
      await screen.findByRole("img", { name: "QR code for http://localhost:5000/register/ABCD2345" }),
    ).toHaveAttribute("src", expect.stringMatching(/^data:image\/png;base64,/));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      companyId: 3,
      maxUses: 150,
      expiryDays: 2,
      role: "parent",
    });
  });

  it("keeps max users and expiry days in range and says when creation fails", async () => {
    stubApi({
      "GET /api/admin/companies": [company],
      "POST /api/admin/create-registration-code": () => ({
        status: 404,
        body: { message: "Company not found" },
      }),
    });
    renderWithProviders(<RegistrationCodeCard CompanySelect={CompanySelect} />);
    const user = userEvent.setup();
    await chooseCompany(user);
    await user.clear(screen.getByLabelText("Max Users"));
    await user.clear(screen.getByLabelText("Expiry (days)"));
    await user.click(screen.getByRole("button", { name: "Create Registration Code" }));
    // An emptied field is not silently replaced by the API's default.
    expect(await screen.findByText("Max users is required")).toBeInTheDocument();
    expect(screen.getByText("Expiry (days) is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Max Users"), "1001");
    await user.type(screen.getByLabelText("Expiry (days)"), "8");
    await user.click(screen.getByRole("button", { name: "Create Registration Code" }));
    expect(await screen.findByText("Max users must be a whole number from 1 to 1000")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Max Users"));
    await user.type(screen.getByLabelText("Max Users"), "200");
    await user.click(screen.getByRole("button", { name: "Create Registration Code" }));
    expect(await screen.findByText("Expiry must be a whole number of days from 1 to 7")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Expiry (days)"));
    await user.type(screen.getByLabelText("Expiry (days)"), "3");
    await user.click(screen.getByRole("button", { name: "Create Registration Code" }));
    expect(await screen.findByText("Failed to Create Code")).toBeInTheDocument();
  });
});

describe("Registration tab: existing codes (decision 048)", () => {
  afterEach(() => vi.unstubAllGlobals());

  const codes = [
    codeFixture({ id: 4, code: "ACTV2345", uses: 3, maxUses: 200 }),
    codeFixture({ id: 3, code: "FULL2345", uses: 5, maxUses: 5, status: "used-up" }),
    codeFixture({
      id: 2,
      code: "OLDC2345",
      expiresAt: new Date(Date.now() - day).toISOString(),
      status: "expired",
    }),
    codeFixture({ id: 1, code: "GONE2345", status: "revoked", revokedAt: new Date().toISOString() }),
  ];

  it("lists the chosen company's codes with their uses, expiry and status; only an active one offers Revoke", async () => {
    stubApi({
      "GET /api/admin/companies": [company],
      "GET /api/admin/companies/3/registration-codes": codes,
    });
    renderWithProviders(<RegistrationCodeCard CompanySelect={CompanySelect} />);
    const user = userEvent.setup();
    expect(screen.queryByRole("heading", { name: "Existing Codes" })).not.toBeInTheDocument();
    await chooseCompany(user);
    const list = await screen.findByRole("list", { name: "Registration codes" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".font-mono")?.textContent)).toEqual([
      "ACTV2345",
      "FULL2345",
      "OLDC2345",
      "GONE2345",
    ]);
    expect(items[0]).toHaveTextContent("Active");
    expect(items[0]).toHaveTextContent("3 of 200 used");
    expect(items[0]).toHaveTextContent("Expires");
    expect(items[1]).toHaveTextContent("Used up");
    expect(items[1]).toHaveTextContent("5 of 5 used");
    expect(items[2]).toHaveTextContent("Expired");
    expect(items[3]).toHaveTextContent("Revoked");
    expect(within(list).getAllByRole("button")).toHaveLength(1);
    expect(within(items[0]!).getByRole("button", { name: "Revoke code ACTV2345" })).toBeInTheDocument();
  });

  it("revokes a code after asking, and the list shows it revoked", async () => {
    let revoked = false;
    const calls = stubApi({
      "GET /api/admin/companies": [company],
      "GET /api/admin/companies/3/registration-codes": () => ({
        body: revoked
          ? [{ ...codes[0], status: "revoked", revokedAt: new Date().toISOString() }]
          : [codes[0]],
      }),
      "DELETE /api/admin/registration-codes/4": () => {
        revoked = true;
        return { status: 204 };
      },
    });
    renderWithProviders(<RegistrationCodeCard CompanySelect={CompanySelect} />);
    const user = userEvent.setup();
    await chooseCompany(user);
    await user.click(await screen.findByRole("button", { name: "Revoke code ACTV2345" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke code ACTV2345?" });
    // Cancel keeps the code.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Revoke code ACTV2345" }));
    const again = await screen.findByRole("dialog", { name: "Revoke code ACTV2345?" });
    await user.click(within(again).getByRole("button", { name: "Revoke Code" }));
    expect(await screen.findByText("Code revoked")).toBeInTheDocument();
    expect(screen.getByText("ACTV2345 no longer registers anyone.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/api/admin/registration-codes/4",
    ]);
    const list = screen.getByRole("list", { name: "Registration codes" });
    await waitFor(() => expect(list).toHaveTextContent("Revoked"));
    expect(within(list).queryByRole("button", { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it("says so when revoking fails, keeping the code active", async () => {
    stubApi({
      "GET /api/admin/companies": [company],
      "GET /api/admin/companies/3/registration-codes": [codes[0]],
      "DELETE /api/admin/registration-codes/4": () => ({
        status: 404,
        body: { message: "Registration code not found" },
      }),
    });
    renderWithProviders(<RegistrationCodeCard CompanySelect={CompanySelect} />);
    const user = userEvent.setup();
    await chooseCompany(user);
    await user.click(await screen.findByRole("button", { name: "Revoke code ACTV2345" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke code ACTV2345?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke Code" }));
    expect(await screen.findByText("Failed to revoke code")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Revoke code ACTV2345?" })).toBeInTheDocument();
  });
});

/** The invites card for a company with no invites yet, whose generation answers one invite. */
function renderInvitesCard() {
  const calls = stubApi({
    "GET /api/admin/companies": [company],
    "GET /api/admin/companies/3/invite-links": [],
    "POST /api/admin/companies/3/generate-employee-invites": () => ({
      status: 201,
      body: [issued("Dana Lewis", 7, 1)],
    }),
  });
  renderWithProviders(<InvitesCard CompanySelect={CompanySelect} />);
  return { calls, user: userEvent.setup() };
}

describe("Registration tab: individual invites", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("always keeps one row, sends only complete rows and shows the generated links", async () => {
    const { calls, user } = renderInvitesCard();
    expect(screen.getByRole("button", { name: "Remove employee 1" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Generate Invite Links" }));
    expect(screen.getByText("Please select a company first")).toBeInTheDocument();
    await chooseCompany(user);
    // Choosing the company clears its message.
    expect(screen.queryByText("Please select a company first")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Invite Links" }));
    expect(
      screen.getByText("Please add at least one employee with both name and email."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Employee" }));
    await user.click(screen.getByRole("button", { name: "Add Employee" }));
    await user.type(screen.getByLabelText("Employee 1 name"), "Dana Lewis");
    await user.type(screen.getByLabelText("Employee 1 email"), "dana.lewis@example.com");
    await user.type(screen.getByLabelText("Employee 2 name"), "No Email");
    await user.click(screen.getByRole("button", { name: "Remove employee 3" }));
    expect(screen.queryByLabelText("Employee 3 name")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Invite Links" }));
    const generated = await screen.findByRole("region", { name: "Generated Invite Links" });
    expect(generated).toHaveTextContent("http://localhost/auth?token=tok-DanaLewis-1");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      employees: [{ fullName: "Dana Lewis", email: "dana.lewis@example.com" }],
    });
    expect(screen.getAllByLabelText(/Employee \d name/)).toHaveLength(1);
  });

  it("flags a complete row with an invalid e-mail at the row instead of sending the batch", async () => {
    const { calls, user } = renderInvitesCard();
    await chooseCompany(user);
    await user.type(screen.getByLabelText("Employee 1 name"), "Dana Lewis");
    await user.type(screen.getByLabelText("Employee 1 email"), "dana.lewis");
    await user.click(screen.getByRole("button", { name: "Generate Invite Links" }));
    const email = screen.getByLabelText("Employee 1 email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(email).toHaveFocus();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.type(email, "@example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Generate Invite Links" }));
    expect(await screen.findByRole("region", { name: "Generated Invite Links" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      employees: [{ fullName: "Dana Lewis", email: "dana.lewis@example.com" }],
    });
  });

  it("lists existing invites with their status and no link, and resends one with a fresh link shown once", async () => {
    let resent = false;
    const calls = stubApi({
      "GET /api/admin/companies": [company],
      "GET /api/admin/companies/3/invite-links": () => ({
        body: [
          listed("Used Person", true, -3, 101),
          listed("Expired Person", false, resent ? 7 : -1, 102),
          listed("Active Person", false, 5, 103),
        ],
      }),
      "POST /api/admin/invitations/102/resend": () => {
        resent = true;
        return { body: issued("Expired Person", 7, 102) };
      },
    });
    renderWithProviders(<InvitesCard CompanySelect={CompanySelect} />);
    const user = userEvent.setup();
    await chooseCompany(user);
    const existing = await screen.findByRole("region", { name: "Existing Invite Links" });
    const row = (name: string) => within(existing).getByText(new RegExp(name)).closest("li") as HTMLElement;
    await waitFor(() => expect(row("Used Person")).toHaveTextContent("Used"));
    expect(row("Expired Person")).toHaveTextContent("Expired");
    expect(row("Active Person")).toHaveTextContent("Active");
    expect(existing).not.toHaveTextContent("token");
    expect(within(existing).queryByRole("button", { name: /Copy/ })).not.toBeInTheDocument();
    // Every unused invite gets a fresh link: Renew when expired [1§4], Resend while active; a used one none.
    expect(
      within(row("Expired Person")).getByRole("button", { name: "Renew invite for Expired Person" }),
    ).toHaveTextContent("Renew");
    expect(
      within(row("Active Person")).getByRole("button", { name: "Resend invite to Active Person" }),
    ).toHaveTextContent("Resend");
    expect(within(row("Used Person")).queryByRole("button")).not.toBeInTheDocument();
    await user.click(within(existing).getByRole("button", { name: "Renew invite for Expired Person" }));
    expect(await screen.findByText("Invite resent")).toBeInTheDocument();
    const shown = await screen.findByRole("region", { name: "Resent Invite Link" });
    expect(shown).toHaveTextContent("http://localhost/auth?token=tok-ExpiredPerson-102");
    expect(within(shown).getByRole("button", { name: "Copy invite link for Expired Person" })).toBeEnabled();
    await waitFor(() => expect(row("Expired Person")).toHaveTextContent("Active"));
    expect(calls.some((call) => call.method === "POST" && call.url.endsWith("/invitations/102/resend"))).toBe(
      true,
    );
  });

  it("says Resend Failed when resending fails", async () => {
    stubApi({
      "GET /api/admin/companies": [company],
      "GET /api/admin/companies/3/invite-links": [listed("Expired Person", false, -1, 104)],
      "POST /api/admin/invitations/104/resend": () => ({
        status: 409,
        body: { message: "Already used" },
      }),
    });
    renderWithProviders(<InvitesCard CompanySelect={CompanySelect} />);
    const user = userEvent.setup();
    await chooseCompany(user);
    await user.click(await screen.findByRole("button", { name: "Renew invite for Expired Person" }));
    expect(await screen.findByText("Resend Failed")).toBeInTheDocument();
    expect(screen.getByText("Already used")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Resent Invite Link" })).not.toBeInTheDocument();
  });

  it("only logs a failure to load existing invites", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    stubApi({
      "GET /api/admin/companies": [company],
      "GET /api/admin/companies/3/invite-links": () => ({ status: 500, body: { message: "boom" } }),
    });
    renderWithProviders(<InvitesCard CompanySelect={CompanySelect} />);
    const user = userEvent.setup();
    await chooseCompany(user);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    const existing = await screen.findByRole("region", { name: "Existing Invite Links" });
    await waitFor(() => expect(within(existing).queryByRole("status")).not.toBeInTheDocument());
    expect(screen.queryByText("No invite links for this company yet.")).not.toBeInTheDocument();
    expect(within(existing).queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
