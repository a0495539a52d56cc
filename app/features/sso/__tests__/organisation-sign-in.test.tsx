import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { SSO_API, SSO_ERRORS, SSO_NOT_USED } from "#shared/schemas/sso.ts";
import { OrganisationSignIn } from "../components/organisation-sign-in.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("OrganisationSignIn", () => {
  it("shows the sentence of the refusal the callback sent back", async () => {
    renderWithProviders(<OrganisationSignIn />, { path: "/auth?sso_error=leaver" });
    expect(await screen.findByRole("alert")).toHaveTextContent(SSO_ERRORS.leaver);
  });

  it("reads an unknown code as the provider's failure", async () => {
    renderWithProviders(<OrganisationSignIn />, { path: "/auth?sso_error=<script>" });
    expect(await screen.findByRole("alert")).toHaveTextContent(SSO_ERRORS.provider);
  });

  it("sends the work e-mail and shows the server's answer for a domain without single sign-on", async () => {
    const calls = stubApi({
      [`POST ${SSO_API.start}`]: () => ({ status: 400, body: { message: SSO_NOT_USED } }),
    });
    renderWithProviders(<OrganisationSignIn />, { path: "/auth" });
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.type(screen.getByLabelText("Work e-mail"), "sam@elsewhere.example");
    await userEvent.click(screen.getByRole("button", { name: "Continue with your organisation" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ email: "sam@elsewhere.example" });
    expect(await screen.findByText(SSO_NOT_USED)).toBeVisible();
  });

  it("asks for the e-mail when it is left empty and sends nothing", async () => {
    const calls = stubApi({});
    renderWithProviders(<OrganisationSignIn />, { path: "/auth" });
    await userEvent.click(screen.getByRole("button", { name: "Continue with your organisation" }));
    expect(await screen.findByText("Please enter your work e-mail address")).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
