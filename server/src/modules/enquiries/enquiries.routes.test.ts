import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultBrand } from "#shared/config/brand.ts";
import { enquirySchema } from "#shared/schemas/enquiries.ts";
import { z } from "#shared/zod.ts";
import { emailOutbox, enquiries } from "../../db/schema.ts";
import { createTestApp, setupTestApp } from "../../test/test-app.ts";
import { ENQUIRY_RECEIVED } from "./enquiries.routes.ts";

const t = setupTestApp();

const validEnquiry = (companyName: string) => ({
  fullName: "Morgan Lee",
  companyName,
  role: "HR Director/VP",
  email: "morgan@bigco.example",
  phone: "+44 20 7946 0000",
  companySize: "250+",
  message: "We would like <b>50</b> places.",
});

describe("POST /api/enquiries", () => {
  it("stores the enquiry, e-mails the support mailbox (escaped) and answers 201", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: validEnquiry("Big Co"),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: ENQUIRY_RECEIVED });
    const stored = await t.db.select().from(enquiries).where(eq(enquiries.companyName, "Big Co"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ fullName: "Morgan Lee", companySize: "250+", role: "HR Director/VP" });

    await t.app.deps.mailer.flush();
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "enquiry"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(defaultBrand.supportEmail);
    expect(mail[0]!.html).toContain("Big Co");
    expect(mail[0]!.html).toContain("&lt;b&gt;50&lt;/b&gt;");
    expect(mail[0]!.html).not.toContain("<b>50</b>");
  });

  it("stores an empty message as null", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { ...validEnquiry("Quiet Co"), message: "" },
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.db.select().from(enquiries).where(eq(enquiries.companyName, "Quiet Co"));
    expect(stored[0]!.message).toBeNull();
  });

  it.each([
    [{ fullName: "M" }, "fullName", "Please enter your full name"],
    [{ companyName: "" }, "companyName", "Please enter your company name"],
    [{ role: "Intern" }, "role", "Please select your role"],
    [{ email: "morgan" }, "email", "Please enter a valid email address"],
    [{ phone: "call me" }, "phone", "Please enter a valid phone number"],
    [{ companySize: "huge" }, "companySize", "Please select your company size"],
    [{ fullName: "M".repeat(121) }, "fullName", "Please keep your name to 120 characters"],
    [{ companyName: "C".repeat(201) }, "companyName", "Please keep the company name to 200 characters"],
    [{ message: "m".repeat(2001) }, "message", "Please keep your message to 2000 characters"],
  ])("rejects %o with the form's message", async (change, path, message) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { ...validEnquiry("Invalid Co"), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });

  it("is rate limited per IP address", async () => {
    const limited = await createTestApp({
      rateLimits: {
        ...t.app.deps.config.rateLimits,
        publicForm: { max: 2, timeWindow: 60_000 },
      },
    });
    try {
      const send = (ip: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/enquiries",
          payload: validEnquiry("Limited Co"),
          remoteAddress: ip,
        });
      expect((await send("10.0.0.1")).statusCode).toBe(201);
      expect((await send("10.0.0.1")).statusCode).toBe(201);
      const third = await send("10.0.0.1");
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many attempts/);
      expect((await send("10.0.0.2")).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/admin/enquiries", () => {
  it("lists enquiries newest first for admins", async () => {
    await t.db.insert(enquiries).values([
      { ...validEnquiry("Old Co"), createdAt: new Date("2020-01-01T00:00:00Z") },
      { ...validEnquiry("New Co"), createdAt: new Date("2035-01-01T00:00:00Z") },
    ]);
    const admin = await t.asRole("admin");
    const response = await admin.inject({ method: "GET", url: "/api/admin/enquiries" });
    expect(response.statusCode).toBe(200);
    const list = z.array(enquirySchema).parse(response.json());
    expect(list[0]!.companyName).toBe("New Co");
    expect(list.at(-1)!.companyName).toBe("Old Co");
  });
});
