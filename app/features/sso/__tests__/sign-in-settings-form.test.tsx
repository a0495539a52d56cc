import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { EMPLOYER_API } from "#shared/schemas/employer.ts";
import { DOMAINS_HINT, domainNotProvenMessage, type SignInSettings } from "#shared/schemas/sso.ts";
import { SignInSettingsForm } from "../components/sign-in-settings-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const current: SignInSettings = {
  configured: true,
  issuer: "https://login.example.com",
  clientId: "client",
  hasClientSecret: true,
  domains: ["example.com"],
  redirectUri: "http://localhost:5173/api/sso/callback",
};

describe("SignInSettingsForm's domains", () => {
  it("tells an admin that public mail services cannot be used", () => {
    renderWithProviders(<SignInSettingsForm companyId={7} current={current} onDone={() => {}} />);
    expect(screen.getByText(DOMAINS_HINT.admin)).toBeVisible();
  });

  it("tells an HR manager it adds only its own address's domain, and shows the refusal on the field", async () => {
    const refusal = domainNotProvenMessage(["other.example"], "example.com");
    stubApi({
      [`PUT ${EMPLOYER_API.signInSettings}`]: () => ({
        status: 403,
        body: { message: refusal, code: "DOMAIN_NOT_PROVEN" },
      }),
    });
    renderWithProviders(<SignInSettingsForm companyId={undefined} current={current} onDone={() => {}} />);
    expect(screen.getByText(DOMAINS_HINT.hr)).toBeVisible();
    await userEvent.type(screen.getByLabelText("E-mail domains"), "\nother.example");
    await userEvent.click(screen.getByRole("button", { name: "Save sign-in settings" }));
    await waitFor(() => expect(screen.getByText(refusal)).toBeVisible());
  });
});
