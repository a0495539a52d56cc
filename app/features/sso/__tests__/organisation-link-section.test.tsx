import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { CURRENT_PASSWORD_REQUIRED } from "#shared/schemas/auth.ts";
import { SSO_API, SSO_ERRORS } from "#shared/schemas/sso.ts";
import { OrganisationLinkSection, organisationLinkText } from "../components/organisation-link-section.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("OrganisationLinkSection", () => {
  it("shows nothing to an account that cannot link", async () => {
    const calls = stubApi({
      [`GET ${SSO_API.link}`]: () => ({ status: 200, body: { available: false, linked: false } }),
    });
    renderWithProviders(<OrganisationLinkSection />, { path: "/account" });
    await waitFor(() => expect(calls).toHaveLength(1));
    // Answered, and still nothing: no heading, no button.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: organisationLinkText.heading })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("starts a link and shows a refusal the provider's return sent back", async () => {
    const calls = stubApi({
      [`GET ${SSO_API.link}`]: () => ({ status: 200, body: { available: true, linked: false } }),
      [`POST ${SSO_API.link}`]: () => ({
        status: 403,
        body: { message: "Your organisation's access has ended. Please contact your HR team." },
      }),
    });
    renderWithProviders(<OrganisationLinkSection />, { path: "/account?sso_error=link_email" });
    expect(await screen.findByRole("alert")).toHaveTextContent(SSO_ERRORS.link_email);
    await userEvent.click(screen.getByRole("button", { name: organisationLinkText.link }));
    await userEvent.type(screen.getByLabelText("Current password"), "my-password");
    await userEvent.click(screen.getByRole("button", { name: organisationLinkText.continueLink }));
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(["GET", "POST"]));
    expect(calls[1]?.body).toEqual({ currentPassword: "my-password" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Your organisation's access has ended.");
  });

  it("asks for the current password before going to the provider, and shows a wrong one on its field", async () => {
    const calls = stubApi({
      [`GET ${SSO_API.link}`]: () => ({ status: 200, body: { available: true, linked: false } }),
      [`POST ${SSO_API.link}`]: () => ({
        status: 400,
        body: { message: "Current password is incorrect", code: "CURRENT_PASSWORD_INCORRECT" },
      }),
    });
    renderWithProviders(<OrganisationLinkSection />, { path: "/account" });
    await userEvent.click(await screen.findByRole("button", { name: organisationLinkText.link }));
    expect(screen.getByText(organisationLinkText.confirmLink)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: organisationLinkText.continueLink }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CURRENT_PASSWORD_REQUIRED);
    expect(calls.map((call) => call.method)).toEqual(["GET"]);
    await userEvent.type(screen.getByLabelText("Current password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: organisationLinkText.continueLink }));
    await waitFor(() =>
      expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Current password is incorrect");
  });

  it("says a link was just made, and unlinks after confirming", async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    const calls = stubApi({
      [`GET ${SSO_API.link}`]: () => ({ status: 200, body: { available: true, linked: true } }),
      [`DELETE ${SSO_API.link}`]: () => ({ status: 200, body: { available: true, linked: false } }),
    });
    renderWithProviders(<OrganisationLinkSection />, { path: "/account?sso_linked=1" });
    expect(await screen.findByRole("status")).toHaveTextContent(organisationLinkText.justLinked);
    await userEvent.click(screen.getByRole("button", { name: organisationLinkText.unlink }));
    expect(await screen.findByRole("button", { name: organisationLinkText.link })).toBeVisible();
    expect(confirm).toHaveBeenCalledWith(organisationLinkText.confirmUnlink);
    expect(calls.map((call) => call.method)).toEqual(["GET", "DELETE"]);
  });
});
