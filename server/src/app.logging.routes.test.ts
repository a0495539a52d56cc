/** Request log lines leave out query strings, where reset and invitation tokens travel. */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { openTestDatabase, testConfig } from "./test/test-app.ts";

describe("request log", () => {
  it("records the path of each request without its query string", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({ database, config: testConfig(), logger: { level: "info", stream } });
    try {
      await app.inject({ method: "GET", url: "/api/registration-codes/ABCDEFGH?token=secret-reset-token" });
      await app.inject({ method: "GET", url: "/healthz?token=another-secret" });
      await app.inject({ method: "GET", url: "/api/reports/secret-report-token" });
      await app.inject({ method: "GET", url: "/calendar/secret-feed-token.ics" });
      const logged = lines.join("");
      expect(logged).toContain('"url":"/api/registration-codes/ABCDEFGH"');
      expect(logged).toContain('"url":"/healthz"');
      expect(logged).toContain('"url":"/api/reports/[token]"');
      expect(logged).toContain('"url":"/calendar/[token].ics"');
      expect(logged).not.toContain("secret");
    } finally {
      await app.close();
      await database.close();
    }
  });
});
