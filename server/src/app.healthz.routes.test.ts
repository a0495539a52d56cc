/** `GET /healthz` answers 200 while the database answers and 503 once it does not. */
import { describe, expect, it } from "vitest";
import { healthSchema } from "#shared/schemas/common.ts";
import { buildApp } from "./app.ts";
import { openTestDatabase, testConfig } from "./test/test-app.ts";

describe("GET /healthz", () => {
  it("answers ok while the database answers, then 503 once it is closed", async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, config: testConfig() });
    try {
      const healthy = await app.inject({ method: "GET", url: "/healthz" });
      expect(healthy.statusCode).toBe(200);
      expect(healthSchema.parse(healthy.json())).toEqual({ status: "ok" });

      await database.close();
      const down = await app.inject({ method: "GET", url: "/healthz" });
      expect(down.statusCode).toBe(503);
      expect(healthSchema.parse(down.json())).toEqual({ status: "unavailable" });
    } finally {
      await app.close();
    }
  });
});
