import { defineConfig } from "vitest/config";

/** Unit, API (on in-memory PGlite) and component tests. The PostgreSQL-server run is vitest.pg.config.ts. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          // *.pg.test.ts need a PostgreSQL server: vitest.pg.config.ts runs them; *.cluster.test.ts start
          // several servers: vitest.cluster.config.ts runs them; *.janus.test.ts run the media server in a
          // network namespace: vitest.room.config.ts runs them (npm run test:room).
          exclude: [
            "**/node_modules/**",
            "server/**/*.pg.test.ts",
            "server/**/*.cluster.test.ts",
            "server/**/*.janus.test.ts",
          ],
          globalSetup: ["server/src/test/global-setup.pglite.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "client",
          environment: "happy-dom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["app/test/setup.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
