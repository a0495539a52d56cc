import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BulkGenerateCard } from "#app/features/employee-accounts/components/bulk-generate-card.tsx";
import { InvitesCard } from "#app/features/registration/components/invites-card.tsx";
import { RegistrationCodeCard } from "#app/features/registration/components/registration-code-card.tsx";
import { adminScope, EMPLOYER_SCOPE } from "#app/lib/company-scope.ts";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";

/**
 * The admin's registration cards on a screen of one company (decision 056, "The employer's screen"): no
 * company to choose, and the calls go to the employer's API (the company from the session) or to the
 * admin's for the page's company.
 */
const code = {
  id: 5,
  code: "NW4K7P",
  companyId: 3,
  maxUses: 200,
  uses: 0,
  expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  revokedAt: null,
  status: "active",
  registrationUrl: "http://localhost/register/NW4K7P",
  createdAt: new Date().toISOString(),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the registration cards fixed to one company", () => {
  it("makes the HR manager's code on the employer's API with only its uses and days, and lists its codes", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/employer/registration-codes": [],
      "POST /api/employer/registration-codes": () => ({ status: 201, body: code }),
    });
    renderWithProviders(<RegistrationCodeCard scope={EMPLOYER_SCOPE} />);
    expect(screen.queryByLabelText("Company")).toBeNull();
    expect(await screen.findByText("No registration codes for this company yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Registration Code" }));
    expect(await screen.findByTestId("registration-code")).toHaveTextContent("NW4K7P");
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      url: "/api/employer/registration-codes",
      body: { maxUses: 200, expiryDays: 2 },
    });
  });

  it("generates accounts on the admin's API for the company page's company", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "POST /api/admin/generate-bulk-accounts": { count: 2, credentials: [], emailTemplate: "<p>Hi</p>" },
    });
    renderWithProviders(<BulkGenerateCard scope={adminScope(3)} />);
    expect(screen.queryByLabelText("Company")).toBeNull();
    await user.clear(screen.getByLabelText("Number of Accounts"));
    await user.type(screen.getByLabelText("Number of Accounts"), "2");
    await user.click(screen.getByRole("button", { name: "Generate Accounts" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ companyId: 3, count: 2, role: "student" });
  });

  it("sends the HR manager's invites to the employer's API and lists its invitations", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/employer/invites": [],
      "POST /api/employer/invites": () => ({
        status: 201,
        body: [
          {
            id: 1,
            fullName: "Ada Lovelace",
            email: "ada@northwind.example",
            inviteLink: "http://localhost/auth?token=abc",
            token: "abc",
            expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            isUsed: false,
          },
        ],
      }),
    });
    renderWithProviders(<InvitesCard scope={EMPLOYER_SCOPE} />);
    expect(screen.queryByLabelText("Company")).toBeNull();
    expect(await screen.findByText("No invite links for this company yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Employee 1 name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Employee 1 email"), "ada@northwind.example");
    await user.click(screen.getByRole("button", { name: "Generate Invite Links" }));
    const issued = await screen.findByRole("region", { name: "Generated Invite Links" });
    expect(within(issued).getByText("http://localhost/auth?token=abc")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: "/api/employer/invites",
      body: { employees: [{ fullName: "Ada Lovelace", email: "ada@northwind.example" }] },
    });
  });
});
