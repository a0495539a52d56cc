/**
 * With the database unreachable (decision 033), the API answers 503 with a clear message and Retry-After
 * instead of a 500 or a hang: here the app runs on a PostgreSQL address where nothing listens, so every
 * query is refused, as while the database server restarts. (The real restart is the cluster fault test.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthSchema } from "#shared/schemas/common.ts";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { freePort } from "./test/server-process.ts";
import { testConfig } from "./test/test-app.ts";

const UNAVAILABLE = {
  message: "The service is briefly unavailable. Please try again in a few seconds.",
  code: "SERVICE_UNAVAILABLE",
};

describe("the API while the database cannot be reached", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const database = await openDatabase({
      databaseUrl: `postgresql://postgres:unused@127.0.0.1:${await freePort()}/nowhere`,
    });
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app?.close();
    await app?.deps.database.close();
  });

  it("answers a write 503 with Retry-After and a message to try again", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: {
        fullName: "Morgan Lee",
        companyName: "Big Co",
        role: "HR Director/VP",
        email: "morgan@bigco.example",
        phone: "+44 20 7946 0000",
        companySize: "250+",
      },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual(UNAVAILABLE);
  });

  it("answers a signed-in read and a sign-in 503, not 401 or 500", async () => {
    const read = await app.inject({ method: "GET", url: "/api/user", headers: { cookie: "sid=whatever" } });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual(UNAVAILABLE);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "admin", password: "admin-demo-2025", role: "admin" },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toEqual(UNAVAILABLE);
  });

  it("reports itself unavailable on /healthz", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(healthSchema.parse(response.json())).toEqual({ status: "unavailable" });
  });
});
