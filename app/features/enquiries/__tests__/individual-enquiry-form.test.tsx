import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { enquiryForm } from "#app/content/individual-purchase.ts";
import { IndividualEnquiryForm } from "../components/individual-enquiry-form.tsx";
import { enquiryMailto, isEnquiryComplete } from "../lib/individual-enquiry-mailto.ts";

const SUPPORT = "support@tuition.test";

function renderForm() {
  const openEmail = vi.fn();
  render(<IndividualEnquiryForm text={enquiryForm.text} supportEmail={SUPPORT} openEmail={openEmail} />);
  return { openEmail, user: userEvent.setup() };
}

describe("individual enquiry e-mail", () => {
  it("addresses the support mailbox with the enquiry subject and every detail in the body", () => {
    const href = enquiryMailto(SUPPORT, {
      name: " Alex Parent ",
      email: "alex@example.org",
      phone: "+44 7700 900123",
      subjects: ["English", "Biology"],
      yearGroup: "Year 10",
    });
    expect(href.startsWith(`mailto:${SUPPORT}?`)).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(query.get("subject")).toBe("Individual Academic Support Inquiry");
    expect(query.get("body")).toBe(
      "Name: Alex Parent\r\nEmail: alex@example.org\r\nPhone: +44 7700 900123\r\nSubjects: English, Biology\r\nYear Group: Year 10",
    );
  });

  it("is complete only with name, email, phone, a subject and a year group", () => {
    const full = { name: "A", email: "a@b.c", phone: "1", subjects: ["English"], yearGroup: "Year 5" };
    expect(isEnquiryComplete(full)).toBe(true);
    expect(isEnquiryComplete({ ...full, name: "  " })).toBe(false);
    expect(isEnquiryComplete({ ...full, email: "" })).toBe(false);
    expect(isEnquiryComplete({ ...full, phone: "" })).toBe(false);
    expect(isEnquiryComplete({ ...full, subjects: [] })).toBe(false);
    expect(isEnquiryComplete({ ...full, yearGroup: "" })).toBe(false);
  });
});

describe("IndividualEnquiryForm", () => {
  it("keeps submit disabled with the note until every required field is filled", async () => {
    const { user } = renderForm();
    const submit = screen.getByRole("button", { name: "Send Inquiry by Email" });
    expect(submit).toBeDisabled();
    expect(screen.getByText("Please fill in all required fields to continue")).toBeInTheDocument();
    expect(screen.getByLabelText("Email Address")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone Number")).toHaveAttribute("type", "tel");

    await user.type(screen.getByLabelText("Full Name"), "Alex Parent");
    await user.type(screen.getByLabelText("Email Address"), "alex@example.org");
    await user.type(screen.getByLabelText("Phone Number"), "07700 900123");
    await user.click(screen.getByRole("button", { name: "Chemistry" }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Year 11" }));
    expect(submit).toBeEnabled();
    expect(screen.queryByText("Please fill in all required fields to continue")).not.toBeInTheDocument();
  });

  it("offers the six subjects and Year 5 to Year 11; a year group chosen again is cleared", async () => {
    const { user } = renderForm();
    for (const subject of ["Mathematics", "English", "Science", "Physics", "Chemistry", "Biology"]) {
      expect(screen.getByRole("button", { name: subject })).toHaveAttribute("aria-pressed", "false");
    }
    for (let year = 5; year <= 11; year++) {
      expect(screen.getByRole("button", { name: `Year ${year}` })).toBeInTheDocument();
    }
    const year6 = screen.getByRole("button", { name: "Year 6" });
    await user.click(year6);
    expect(year6).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Year 8" }));
    expect(year6).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: "Year 8" }));
    expect(screen.getByRole("button", { name: "Year 8" })).toHaveAttribute("aria-pressed", "false");

    // Subjects are multiple choice and toggle independently.
    await user.click(screen.getByRole("button", { name: "English" }));
    await user.click(screen.getByRole("button", { name: "Science" }));
    await user.click(screen.getByRole("button", { name: "English" }));
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Science" })).toHaveAttribute("aria-pressed", "true");
  });

  it("opens the e-mail draft on submit and offers it again", async () => {
    const { user, openEmail } = renderForm();
    await user.type(screen.getByLabelText("Full Name"), "Alex Parent");
    await user.type(screen.getByLabelText("Email Address"), "alex@example.org");
    await user.type(screen.getByLabelText("Phone Number"), "07700 900123");
    await user.click(screen.getByRole("button", { name: "Mathematics" }));
    await user.click(screen.getByRole("button", { name: "English" }));
    await user.click(screen.getByRole("button", { name: "Year 5" }));
    await user.click(screen.getByRole("button", { name: "Send Inquiry by Email" }));

    const expected = enquiryMailto(SUPPORT, {
      name: "Alex Parent",
      email: "alex@example.org",
      phone: "07700 900123",
      subjects: ["Mathematics", "English"],
      yearGroup: "Year 5",
    });
    expect(openEmail).toHaveBeenCalledWith(expected);
    expect(screen.getByRole("link", { name: "Open the e-mail draft again" })).toHaveAttribute(
      "href",
      expected,
    );
  });
});
