import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_PORT } from "./e2e/support/constants.ts";

/** End-to-end tests in Debian's Chromium against the built app with a throwaway database. */
export default defineConfig({
  testDir: "./e2e",
  // The lesson room's journeys run on their own, inside a network namespace (playwright.room.config.ts).
  testIgnore: "room/**",
  // One folder per port: suites run side by side (E2E_PORT) would otherwise empty each other's traces.
  outputDir: `.tmp/playwright-results-${E2E_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".tmp/results/playwright.json" }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node --import tsx e2e/support/e2e-server.ts",
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
