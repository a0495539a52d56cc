import { defineConfig, devices } from "@playwright/test";
import { assertInRoomNamespace } from "./e2e/room/support/assert-netns.ts";
import { ROOM_BASE_URL, ROOM_PORT, roomChromiumArgs } from "./e2e/room/support/constants.ts";
import { CHROMIUM_PATH } from "./e2e/support/constants.ts";

// Janus and Chromium exchange real media here: only inside the namespace scripts/netns-run.mjs makes.
assertInRoomNamespace();

/**
 * The lesson room's journeys (decision 053): Debian's Chromium with a fake camera and microphone against the
 * built app with its own Janus and a throwaway PostgreSQL, one worker (pages of several people share two
 * cores), run by `npm run test:room-e2e` inside a network namespace of its own.
 */
export default defineConfig({
  testDir: "./e2e/room",
  outputDir: `.tmp/playwright-room-results-${ROOM_PORT}`,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".tmp/results/playwright-room.json" }]],
  use: {
    baseURL: ROOM_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: roomChromiumArgs() },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node --import tsx e2e/room/support/room-server.ts",
    url: `${ROOM_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
