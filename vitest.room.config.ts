import { defineConfig } from "vitest/config";

/**
 * The tests against the real media server (`*.janus.test.ts`): they start Janus, so they run inside a
 * network namespace of their own (`npm run test:room`: scripts/netns-run.mjs, as root) and refuse to run
 * anywhere else. One file at a time: each starts its own Janus on a 2-core machine.
 */
export default defineConfig({
  test: {
    name: "room",
    environment: "node",
    include: ["server/**/*.janus.test.ts"],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
