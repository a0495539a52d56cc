/**
 * Behind a trusted reverse proxy, X-Forwarded-For names the client only as far as the proxy vouches for
 * it: a client writing its own header, which the proxy then extends with the address it
 * really came from, cannot pick a fresh address for every attempt and walk past the per-address limits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

const minute = 60_000;
const limits = {
  loginPerIp: { max: 30, timeWindow: minute },
  loginPerUsername: { max: 1000, timeWindow: minute },
  loginPerUsernameAllIps: { max: 1000, timeWindow: minute },
  recovery: { max: 5, timeWindow: minute },
  register: { max: 20, timeWindow: minute },
  publicForm: { max: 10, timeWindow: minute },
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: ["127.0.0.1"], rateLimits: limits });
});
afterAll(async () => {
  await t.close();
});

async function attempts(count: number, forwardedFor: (i: number) => string, remoteAddress = "127.0.0.1") {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor(i) },
      payload: { username: `nobody-${i}`, password: "wrong-pass", role: "tutor" },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe("trusted proxies", () => {
  it("counts 31 sign-ins with a rotating client-written X-Forwarded-For as one address: the 31st is 429", async () => {
    const statuses = await attempts(31, (i) => `10.9.${i}.${i}, 203.0.113.7`);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("ignores X-Forwarded-For from a hop that is not a trusted proxy", async () => {
    const statuses = await attempts(31, (i) => `10.8.${i}.${i}`, "198.51.100.20");
    expect(statuses[30]).toBe(429);
  });

  it("still tells clients apart behind the proxy", async () => {
    const first = await attempts(1, () => "203.0.113.8");
    expect(first).toEqual([401]);
  });
});
