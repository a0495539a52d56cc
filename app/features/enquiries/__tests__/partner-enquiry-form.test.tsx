import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactSection, partnerEnquiryFormLabels } from "#app/content/home.ts";
import { PartnerEnquiryForm } from "../components/partner-enquiry-form.tsx";

type Call = { url: string; method: string; body: unknown };

function stubFetch(answer: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), method: init?.method ?? "GET", body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  render(<PartnerEnquiryForm text={{ ...contactSection, labels: partnerEnquiryFormLabels }} />);
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full Name"), "Robin Example");
  await user.type(screen.getByLabelText("Company Name"), "Example Freight Ltd");
  await user.selectOptions(screen.getByLabelText("Role within Company"), "CEO/C-Suite Executive");
  await user.type(screen.getByLabelText("Email Address"), "robin@example.org");
  await user.type(screen.getByLabelText("Phone Number"), "+44 20 7946 0001");
  await user.selectOptions(screen.getByLabelText("Company Size"), "250+");
}

describe("PartnerEnquiryForm", () => {
  it("lists the form's fields and choices", () => {
    renderForm();
    for (const label of Object.values(partnerEnquiryFormLabels).filter(
      (text) => !text.startsWith("Select"),
    )) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const roles = [...screen.getByLabelText<HTMLSelectElement>("Role within Company").options].map(
      (o) => o.text,
    );
    expect(roles.slice(1)).toEqual([
      "HR Director/VP",
      "CEO/C-Suite Executive",
      "Benefits Manager",
      "HR Business Partner",
      "Other",
    ]);
    const sizes = [...screen.getByLabelText<HTMLSelectElement>("Company Size").options].map((o) => o.text);
    expect(sizes.slice(1)).toEqual(["Small 1-49", "Medium 50-249", "Large 250+ employees"]);
  });

  it("asks for the fields in the order the service lists them, so Tab follows it", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Partner With Us" });
    const order = [...form.querySelectorAll("input, select, textarea")].map(
      (control) => form.querySelector(`label[for="${control.id}"]`)?.textContent,
    );
    expect(order).toEqual([
      "Full Name",
      "Company Name",
      "Role within Company",
      "Email Address",
      "Phone Number",
      "Company Size",
      "Message (optional)",
    ]);
  });

  it("shows the schema's messages for missing fields and sends nothing", async () => {
    const calls = stubFetch({ status: 201, body: {} });
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByText("Please enter your full name")).toBeInTheDocument();
    expect(screen.getByText("Please enter your company name")).toBeInTheDocument();
    expect(screen.getByText("Please select your role")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(screen.getByText("Please select your company size")).toBeInTheDocument();
    expect(screen.getByLabelText("Full Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Full Name")).toHaveFocus();
    expect(calls).toEqual([]);

    // Corrections clear the message as the visitor types.
    await user.type(screen.getByLabelText("Full Name"), "Robin Example");
    expect(screen.queryByText("Please enter your full name")).not.toBeInTheDocument();
  });

  it("posts the enquiry and shows the success state", async () => {
    const calls = stubFetch({ status: 201, body: { message: "Thank you!" } });
    const user = renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText("Message (optional)"), "About 300 parents.");
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByRole("heading", { name: contactSection.successTitle })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: "/api/enquiries",
        method: "POST",
        body: {
          fullName: "Robin Example",
          companyName: "Example Freight Ltd",
          role: "CEO/C-Suite Executive",
          email: "robin@example.org",
          phone: "+44 20 7946 0001",
          companySize: "250+",
          message: "About 300 parents.",
        },
      },
    ]);
    await user.click(screen.getByRole("button", { name: contactSection.another }));
    expect(screen.getByLabelText("Full Name")).toHaveValue("");
  });

  it("puts the server's field messages on the fields and keeps the values", async () => {
    stubFetch({
      status: 400,
      body: {
        message: "Please enter a valid email address",
        issues: [{ path: "email", message: "Please enter a valid email address" }],
      },
    });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Email Address")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Company Name")).toHaveValue("Example Freight Ltd");
  });

  it("explains a failure that is not about a field", async () => {
    stubFetch({ status: 429, body: { message: "Too many requests. Please try again later." } });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again later.");
  });
});
