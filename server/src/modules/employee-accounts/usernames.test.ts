import { describe, expect, it } from "vitest";
import { companySlug, escapeLike, uniqueUsername, usernameBase } from "./usernames.ts";

describe("usernameBase", () => {
  it.each([
    ["Jane.Smith@acme.example", "Jane Smith", "jane.smith"],
    ["josé.núñez+hr@acme.example", "José Núñez", "jose.nunez"],
    ["o'brien@acme.example", "Pat O'Brien", "obrien"],
    ["li@acme.example", "Li Wei", "li.wei"],
    ["a@acme.example", "Jo", "user"],
    ["--__..x@acme.example", "Zed Ng", "zed.ng"],
  ])("%s (%s) → %s", (email, name, expected) => {
    expect(usernameBase(email, name)).toBe(expected);
  });

  it("keeps bases to 40 characters without a trailing separator", () => {
    const base = usernameBase(`${"a".repeat(39)}.bbbbbb@x.example`, "Long Name");
    expect(base).toBe("a".repeat(39));
  });
});

describe("uniqueUsername", () => {
  it("returns the base when free, else the lowest free number, and records what it hands out", () => {
    const taken = new Set(["sam", "sam2"]);
    expect(uniqueUsername("sam", taken)).toBe("sam3");
    expect(uniqueUsername("sam", taken)).toBe("sam4");
    expect(uniqueUsername("kim", taken)).toBe("kim");
    expect(uniqueUsername("kim", taken)).toBe("kim2");
  });
});

describe("companySlug", () => {
  it.each([
    ["Northwind Logistics", "northwind-logistics"],
    ["Harbour Health Trust (NHS)", "harbour-health-trust-nhs"],
    ["Café Société & Co.", "cafe-societe-co"],
    ["!!!", "company"],
    ["An Extremely Long Company Name Limited", "an-extremely-long-company-name"],
  ])("%s → %s", (name, expected) => {
    expect(companySlug(name)).toBe(expected);
  });
});

describe("escapeLike", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("a_b%c\\d")).toBe("a\\_b\\%c\\\\d");
  });
});
