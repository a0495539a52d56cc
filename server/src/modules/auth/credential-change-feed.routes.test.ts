/**
 * A password change or reset ends the family's calendar feed with its other sessions (decision 046):
 * a feed address that leaked before the change stops answering, /account reports the feed off, and the
 * family can turn on a new one. The feed ends in the same transaction as the rest.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { calendarFeedStatusSchema, calendarFeedUrlSchema } from "#shared/schemas/calendar-feed.ts";
import { confirmReset, getUser, login, passwordChange, post, resetTokenFor } from "../../test/api-helpers.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const FEED = "/api/family/calendar-feed";

/** Turns the family's feed on: the path of its address, which answers the calendar now. */
async function turnOnFeed(family: { inject: SignedInUser["inject"] }): Promise<string> {
  const created = await family.inject({ method: "POST", url: FEED });
  expect(created.statusCode, created.body).toBe(201);
  const path = new URL(calendarFeedUrlSchema.parse(created.json()).url).pathname;
  expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
  return path;
}

const feedAnswer = async (path: string) => (await t.app.inject({ method: "GET", url: path })).statusCode;

async function feedStatus(cookie: string) {
  const response = await t.app.inject({ method: "GET", url: FEED, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return calendarFeedStatusSchema.parse(response.json());
}

afterEach(async () => {
  await t.db.execute(sql.raw("DROP TRIGGER IF EXISTS refuse_feed_delete ON calendar_feeds"));
});

describe("a credential change ends the calendar feed", () => {
  it("a signed-in password change: the old address answers 404 and /account shows the feed off", async () => {
    const family = await t.asRole("parent");
    const otherDevice = await t.signIn(family.user.username, family.password, "student");
    const path = await turnOnFeed(family);

    const changed = await family.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange(family.password, "changed-pass-1"),
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await feedAnswer(path)).toBe(404);
    expect((await getUser(t, otherDevice)).statusCode).toBe(401);
    // The session that made the change stays, and sees the feed off until it turns on a new one.
    expect(await feedStatus(family.cookie)).toEqual({ enabled: false, createdAt: null, lastFetchedAt: null });
    const newPath = await turnOnFeed(family);
    expect(newPath).not.toBe(path);
    expect(await feedAnswer(path)).toBe(404);
  });

  it("a reset by e-mailed link: the old address answers 404, and signed in again the feed is off", async () => {
    const family = await t.asRole("parent");
    const path = await turnOnFeed(family);
    await post(t, "/api/reset-password", { username: family.user.username });
    const reset = await confirmReset(t, await resetTokenFor(t, family.user.email), "a-new-password");
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await feedAnswer(path)).toBe(404);
    const signedIn = await login(t, family.user.username, "a-new-password", "student");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
    expect((await feedStatus(cookie)).enabled).toBe(false);
  });

  it("leaves another family's feed, and a wrong current password ends nothing", async () => {
    const family = await t.asRole("parent");
    const neighbour = await t.asRole("parent");
    const path = await turnOnFeed(family);
    const neighbourPath = await turnOnFeed(neighbour);

    const wrong = await family.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange("not-the-password", "changed-pass-1"),
    });
    expect(wrong.statusCode).toBe(400);
    expect(await feedAnswer(path)).toBe(200);

    const changed = await family.inject({
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange(family.password, "changed-pass-1"),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await feedAnswer(path)).toBe(404);
    expect(await feedAnswer(neighbourPath)).toBe(200);
  });

  it("has no feed to end on an admin's re-issue of temporary passwords: those accounts cannot turn one on", async () => {
    // Re-issues reach only accounts that must still replace their temporary password (decision 029 item
    // 5), and such an account gets 403 from everything but its password change, the feed included.
    const waiting = await t.createUser("parent", { mustChangePassword: true, isActivated: false });
    const cookie = await t.signIn(waiting.user.username, waiting.password, "student");
    const turnOn = await t.app.inject({ method: "POST", url: FEED, headers: { cookie } });
    expect(turnOn.statusCode).toBe(403);
  });

  it("ends the feed in the same transaction: a reset that fails at the feed keeps the password and sessions", async () => {
    const family = await t.asRole("parent");
    const path = await turnOnFeed(family);
    await post(t, "/api/reset-password", { username: family.user.username });
    const token = await resetTokenFor(t, family.user.email);
    await t.db.execute(
      sql.raw(`
        CREATE OR REPLACE FUNCTION refuse_feed_delete() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'injected fault: calendar feeds unavailable'; END $$ LANGUAGE plpgsql`),
    );
    await t.db.execute(
      sql.raw(
        "CREATE TRIGGER refuse_feed_delete BEFORE DELETE ON calendar_feeds FOR EACH ROW EXECUTE FUNCTION refuse_feed_delete()",
      ),
    );

    expect((await confirmReset(t, token, "a-new-password")).statusCode).toBe(500);
    expect((await getUser(t, family.cookie)).statusCode).toBe(200);
    expect((await login(t, family.user.username, family.password, "student")).statusCode).toBe(200);
    expect(await feedAnswer(path)).toBe(200);

    await t.db.execute(sql.raw("DROP TRIGGER refuse_feed_delete ON calendar_feeds"));
    expect((await confirmReset(t, token, "a-new-password")).statusCode).toBe(200);
    expect(await feedAnswer(path)).toBe(404);
  });
});
