import { describe, expect, it } from "vitest";
import { credentialsCsv } from "../lib/credentials-csv.ts";
import { welcomeEmailTemplate } from "../lib/welcome-email-template.ts";

describe("credentialsCsv", () => {
  it("has the columns fullName, username, password, email and escapes formulas", () => {
    expect(
      credentialsCsv([
        { fullName: "=cmd|'/C calc'!A0", username: "u1", password: "-p4ss", email: "a@example.com" },
      ]),
    ).toBe("fullName,username,password,email\r\n'=cmd|'/C calc'!A0,u1,'-p4ss,a@example.com\r\n");
  });
});

describe("welcomeEmailTemplate", () => {
  it("escapes the brand and link it inserts and keeps the merge placeholders", () => {
    const html = welcomeEmailTemplate({
      brandName: "A&B <Tuition>",
      signInUrl: "https://x.example/auth?a=1&b=2",
    });
    expect(html).toContain("A&amp;B &lt;Tuition&gt;");
    expect(html).toContain('href="https://x.example/auth?a=1&amp;b=2"');
    expect(html).toContain("{{username}}");
    expect(html).toContain("{{password}}");
  });
});
