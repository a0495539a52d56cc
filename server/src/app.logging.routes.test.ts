/** Request log lines leave out query strings, where reset and invitation tokens travel. */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
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
      await app.inject({ method: "GET", url: "/reports/secret-page-token" });
      await app.inject({ method: "GET", url: "/register/SECRETCD" });
      await app.inject({ method: "GET", url: "/calendar/secret-feed-token.ics" });
      await app.inject({ method: "POST", url: "/api/admin/invite-links/secret-invite-token/resend" });
      // The same routes with a trailing slash (which reaches them too) or another case.
      await app.inject({ method: "GET", url: "/api/reports/secret-slash-report/" });
      await app.inject({ method: "GET", url: "/Reports/secret-case-page" });
      await app.inject({ method: "GET", url: "/calendar/secret-slash-feed.ics/" });
      await app.inject({ method: "POST", url: "/api/admin/invite-links/secret-slash-invite/resend/" });
      const logged = lines.join("");
      expect(logged).toContain('"url":"/api/registration-codes/ABCDEFGH"');
      expect(logged).toContain('"url":"/healthz"');
      expect(logged).toContain('"url":"/api/reports/[token]"');
      expect(logged).toContain('"url":"/reports/[token]"');
      expect(logged).toContain('"url":"/register/[code]"');
      expect(logged).not.toContain("SECRETCD");
      expect(logged).toContain('"url":"/calendar/[token].ics"');
      expect(logged).toContain('"url":"/api/admin/invite-links/[token]/resend"');
      expect(logged).not.toContain("secret");
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("logs a failed query without its parameters or the row values the database quotes", async () => {
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
      // A real fault inside the database, quoting the row it refused, as a constraint error would.
      await database.db.execute(
        sql.raw(`CREATE FUNCTION refuse_enquiry() RETURNS trigger AS $$
          BEGIN RAISE EXCEPTION 'enquiry refused' USING DETAIL = 'Row: ' || NEW.email || ' ' || NEW.message; END
          $$ LANGUAGE plpgsql`),
      );
      await database.db.execute(
        sql.raw(
          "CREATE TRIGGER refuse_enquiry BEFORE INSERT ON enquiries FOR EACH ROW EXECUTE FUNCTION refuse_enquiry()",
        ),
      );
      const response = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        payload: {
          fullName: "Morgan Lee",
          companyName: "Secretive Co",
          role: "HR Director/VP",
          email: "private.person@secretive.example",
          phone: "+44 20 7946 0000",
          companySize: "250+",
          message: "confidential-plan-42",
        },
      });
      expect(response.statusCode).toBe(500);
      const logged = lines.join("");
      expect(logged).toContain("unhandled error");
      expect(logged).toContain("insert into");
      expect(logged).not.toContain("private.person@secretive.example");
      expect(logged).not.toContain("confidential-plan-42");
    } finally {
      await app.close();
      await database.close();
    }
  });
});
