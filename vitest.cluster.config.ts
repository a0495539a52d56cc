import { defineConfig } from "vitest/config";

/**
 * Multi-server tests: real app servers on a real PostgreSQL server, through the harness in
 * server/src/test/cluster.ts. Each file starts its own processes, so files run one at a time and get
 * long timeouts (a loaded 2-core machine starts a server in seconds, not milliseconds).
 */
export default defineConfig({
  test: {
    name: "cluster",
    environment: "node",
    include: ["server/**/*.cluster.test.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
