/**
 * The family's resources (`GET /api/student/resources`): the whole library for every signed-in account,
 * or one folder of the parent's folder browser by `yearGroup` and `subject` [2§2.10].
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import { RESOURCE_MESSAGES, resourceSchema } from "#shared/schemas/resources.ts";
import { z } from "#shared/zod.ts";
import { resources } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
let tutor: SignedInUser;
let family: SignedInUser;

const titles = async (as: SignedInUser, query = "") => {
  const response = await as.inject({ method: "GET", url: `/api/student/resources${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return z
    .array(resourceSchema)
    .parse(response.json())
    .map((resource) => resource.title);
};

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  family = await t.asRole("parent");
  const link = { externalUrl: "https://learn.example.org/x", type: "link" as const, tutorId: tutor.user.id };
  await t.db.insert(resources).values([
    {
      ...link,
      title: "Y7 Maths old",
      subject: "Mathematics",
      yearGroup: "Year 7",
      uploadedAt: new Date("2020-01-01"),
    },
    {
      ...link,
      title: "Y7 Maths new",
      subject: "Mathematics",
      yearGroup: "Year 7",
      uploadedAt: new Date("2030-01-01"),
    },
    {
      ...link,
      title: "Y7 English",
      subject: "English",
      yearGroup: "Year 7",
      uploadedAt: new Date("2025-01-01"),
    },
    {
      ...link,
      title: "Y10 Maths",
      subject: "Mathematics",
      yearGroup: "Year 10",
      uploadedAt: new Date("2025-02-01"),
    },
    {
      ...link,
      title: "Any year Maths",
      subject: "Mathematics",
      yearGroup: null,
      uploadedAt: new Date("2025-03-01"),
    },
  ]);
});

describe("GET /api/student/resources", () => {
  it("gives a family the whole library, newest first, with each owner's name", async () => {
    expect(await titles(family)).toEqual([
      "Y7 Maths new",
      "Any year Maths",
      "Y10 Maths",
      "Y7 English",
      "Y7 Maths old",
    ]);
    const response = await family.inject({ method: "GET", url: "/api/student/resources" });
    expect(z.array(resourceSchema).parse(response.json())[0]).toMatchObject({ tutorName: "Sarah Whitfield" });
  });

  it("gives a tutor the same library", async () => {
    expect(await titles(tutor)).toHaveLength(5);
  });

  it("lists one folder: the resources of exactly that year group and subject", async () => {
    expect(await titles(family, "?yearGroup=Year%207&subject=Mathematics")).toEqual([
      "Y7 Maths new",
      "Y7 Maths old",
    ]);
    expect(await titles(family, "?yearGroup=Year%2010&subject=Mathematics")).toEqual(["Y10 Maths"]);
    expect(await titles(family, "?yearGroup=Year%207&subject=English")).toEqual(["Y7 English"]);
  });

  it("answers an empty folder with an empty list", async () => {
    expect(await titles(family, "?yearGroup=Primary&subject=Mathematics")).toEqual([]);
    expect(await titles(family, "?yearGroup=Year%207&subject=Biology")).toEqual([]);
  });

  it("filters by one field alone, and treats an empty filter as none", async () => {
    expect(await titles(family, "?yearGroup=Year%207")).toEqual([
      "Y7 Maths new",
      "Y7 English",
      "Y7 Maths old",
    ]);
    expect(await titles(family, "?subject=English")).toEqual(["Y7 English"]);
    expect(await titles(family, "?yearGroup=&subject=")).toHaveLength(5);
  });

  it("refuses a year group that is not a folder, and an over-long subject, with 400", async () => {
    for (const [query, message] of [
      ["?yearGroup=Year%2012", RESOURCE_MESSAGES.yearGroup],
      ["?yearGroup=Year%207&yearGroup=Year%208", RESOURCE_MESSAGES.yearGroup],
      [`?subject=${"x".repeat(101)}`, RESOURCE_MESSAGES.subjectFilter],
    ] as const) {
      const response = await family.inject({ method: "GET", url: `/api/student/resources${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toBe(message);
    }
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/student/resources" });
    expect(response.statusCode).toBe(401);
  });
});
