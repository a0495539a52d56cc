import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { ScimToken } from "#shared/schemas/scim.ts";
import { ProvisioningSection } from "../components/provisioning-section.tsx";

const token = (id: number, label: string, patch: Partial<ScimToken> = {}): ScimToken => ({
  id,
  label,
  createdAt: "2026-11-20T09:00:00.000Z",
  lastUsedAt: null,
  revokedAt: null,
  ...patch,
});

const emptyAudit = { events: [], total: 0, page: 1 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ProvisioningSection", () => {
  it("shows a new token once, then forgets it, on the HR manager's own company", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/employer/scim-tokens": [token(1, "Okta", { revokedAt: "2026-11-21T09:00:00.000Z" })],
      "GET /api/employer/audit": emptyAudit,
      "POST /api/employer/scim-tokens": {
        id: 2,
        label: "Entra ID",
        token: "scim_secret-shown-once",
        createdAt: "2026-11-27T09:00:00.000Z",
      },
    });
    renderWithProviders(<ProvisioningSection />);
    const list = await screen.findByRole("list", { name: "SCIM tokens" });
    expect(within(list).getByText("Revoked")).toBeInTheDocument();
    expect(screen.getByText(/\/scim\/v2$/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Token name/), "Entra ID");
    await user.click(screen.getByRole("button", { name: "Create token" }));
    expect(await screen.findByTestId("scim-token-secret")).toHaveTextContent("scim_secret-shown-once");
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ label: "Entra ID" });

    await user.click(screen.getByRole("button", { name: "Done, I have copied it" }));
    await waitFor(() => expect(screen.queryByTestId("scim-token-secret")).not.toBeInTheDocument());
  });

  it("revokes a company's token on the admin's paths after confirming, and reads its audit list", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/admin/companies/7/scim-tokens": [token(3, "Workday")],
      "GET /api/admin/companies/7/audit": {
        events: [
          {
            id: 1,
            at: "2026-11-27T09:00:00.000Z",
            actorKind: "scim",
            actorLabel: "Workday",
            action: "employee.created",
            targetLabel: "ada@northwind.example",
            detail: null,
          },
        ],
        total: 1,
        page: 1,
      },
      "DELETE /api/admin/companies/7/scim-tokens/3": token(3, "Workday", {
        revokedAt: "2026-11-27T10:00:00.000Z",
      }),
    });
    renderWithProviders(<ProvisioningSection companyId={7} />);
    const audit = await screen.findByRole("list", { name: "Audit list" });
    expect(within(audit).getByText("Employee added · ada@northwind.example")).toBeInTheDocument();
    expect(within(audit).getByText(/HR system \(SCIM\): Workday/)).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Revoke Workday" }));
    const dialog = await screen.findByRole("dialog", { name: 'Revoke the token "Workday"?' });
    await user.click(within(dialog).getByRole("button", { name: "Revoke token" }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === "DELETE" && call.url === "/api/admin/companies/7/scim-tokens/3"),
      ).toBe(true),
    );
  });
});
