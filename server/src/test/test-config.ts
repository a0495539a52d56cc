/** The app's configuration for tests and benchmarks: limits generous enough that only the tests of limits meet them. */
import { defaultBrand } from "#shared/config/brand.ts";
import type { AppConfig } from "../context.ts";

const generous = { max: 10_000, timeWindow: 60_000 };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appUrl: "http://localhost:5000",
    brand: defaultBrand,
    mailFrom: "Tests <tests@example.org>",
    trustProxy: false,
    clientDir: null,
    rateLimits: {
      loginPerIp: generous,
      loginPerUsername: generous,
      loginPerUsernameAllIps: generous,
      recovery: generous,
      register: generous,
      publicForm: generous,
      messages: generous,
      uploads: generous,
    },
    ...overrides,
  };
}
