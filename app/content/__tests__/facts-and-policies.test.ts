import { describe, expect, it } from "vitest";
import { dataProtection, guarantees, serviceLevels } from "#app/content/guarantees.ts";
import { pricingFaq } from "#app/content/pricing.ts";
import { privacyPolicy } from "#app/content/privacy-policy.ts";
import { facts } from "#app/content/shared.ts";
import { termsOfService } from "#app/content/terms-of-service.ts";

const textOf = (
  sections: readonly { title: string; paragraphs?: readonly string[]; items?: readonly string[] }[],
) =>
  sections
    .flatMap((section) => [section.title, ...(section.paragraphs ?? []), ...(section.items ?? [])])
    .join("\n");

describe("marketing and policy constants [2§9]", () => {
  it("states the service's figures once, as specified", () => {
    expect(facts).toMatchObject({
      lessonsPerWeek: 15,
      weeksPerYear: 39,
      groupSize: "8–12",
      recordingsWithin: "24 hours",
      minimumTeachingYears: 3,
      uptime: "99.9%",
      enquiryResponse: "24 hours on business days",
      technicalResponse: "4 hours during operational hours",
      satisfactionRefundDays: 30,
      launchWithinHours: 48,
      breachNotificationHours: 72,
      dataRightsResponseDays: 30,
      curriculumFrom: "September 2025",
    });
  });

  it("guarantees: service levels, 30-day promise and data protection times", () => {
    expect(serviceLevels.items.map((item) => item.figure)).toEqual([
      "99.9%",
      "24 hours",
      "4 hours",
      "48 hours",
    ]);
    expect(guarantees.items.map((item) => item.text).join(" ")).toContain("within 30 days");
    expect(dataProtection.items).toContain("Breaches are reported to the regulator within 72 hours");
    expect(dataProtection.items).toContain(
      "Requests to access, correct or delete data are answered within 30 days",
    );
  });

  it("pricing has seven questions and bills in advance, non-refundable", () => {
    expect(pricingFaq.items).toHaveLength(7);
    expect(pricingFaq.items.map((item) => item.answer).join(" ")).toContain("billed in advance");
  });

  it("privacy policy: last updated 27 November 2026, retention periods, 72-hour breach notice, 30-day rights", () => {
    expect(privacyPolicy.lastUpdated).toBe("27 November 2026");
    const retention = privacyPolicy.sections.find((section) =>
      section.title.endsWith("How long we keep data"),
    );
    expect(retention?.items).toEqual([
      "Account data: 3 years after the account is closed",
      "Student learning data: 7 years after the relationship ends",
      "Payment data: 7 years",
      "Technical logs: 12 months",
      "Marketing consent: until you withdraw it",
      "Lesson room join logs and chat: kept with the lesson's records, as long as student learning data",
      "Lesson recordings: kept as recorded lessons in the library until we delete them",
      "The lesson room's raw recording files: deleted as soon as the recording is published as a recorded lesson",
    ]);
    const text = textOf(privacyPolicy.sections);
    expect(text).toContain("within 72 hours");
    expect(text).toContain("within 30 days");
  });

  it("privacy policy: names what the lesson room records, who sees its join log and chat, and the erasure", () => {
    const room = privacyPolicy.sections.find((section) =>
      section.title.endsWith("Lessons in our lesson room"),
    );
    const text = room?.paragraphs?.join(" ") ?? "";
    expect(text).toContain(
      "the tutor's camera, the tutor's screen when the tutor shares it, and the room's sound",
    );
    expect(text).toContain("A child's camera is never recorded");
    expect(text).toContain(
      "Our administrators can see the join log, the chat and the recording of every lesson",
    );
    expect(text).toContain('replaced with "Message removed"');
    expect(privacyPolicy.contactTitle).toBe("12. Contact us");
  });

  it("terms: 13 sections, last updated 17 May 2025, use under parental supervision", () => {
    expect(termsOfService.lastUpdated).toBe("17 May 2025");
    expect(termsOfService.sections).toHaveLength(13);
    const text = textOf(termsOfService.sections);
    expect(text).toContain("Employees and their dependents use the service under parental supervision");
    expect(text).toContain("15 live group lessons per week over a 39-week academic year");
    expect(text).toContain("Platform availability of 99.9%");
    expect(text).toContain("refund within 30 days");
    expect(text).toContain("launch within 48 hours");
    expect(text).toContain("billed in advance and are non-refundable");
  });
});
