/**
 * Coming back (DECISIONS.md "The room where children really are"): a child's link cut for 5 s, and
 * separately the media server killed mid-lesson (the product restarts it). Each time the child's page and
 * the tutor's come back into the lesson by themselves — nobody acts — and the child's page decodes the
 * tutor's camera again within 10 s of its link, or the media server, returning. The register's stays hold
 * the child's time on both sides of the gap.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { roomParticipants, roomPresence } from "../../server/src/modules/lesson-room/lesson-room.table.ts";
import { ROOM_DIR } from "./support/constants.ts";
import { controls, lessonWithChild } from "./support/lesson.ts";
import { expectFramesRising } from "./support/media.ts";
import { closeRoomDatabase, roomDatabase } from "./support/room-data.ts";
import { cutPupilLink, endSchoolNetwork, launchOnSchoolNetwork } from "./support/school-network.ts";

let pupilBrowser: Browser | undefined;
test.afterAll(async () => {
  cutPupilLink(false);
  await pupilBrowser?.close();
  endSchoolNetwork();
  await closeRoomDatabase();
});

const JANUS_RUNS = path.join(ROOM_DIR, "data", "janus");

/** The pid of the room server's own Janus (started from a run folder under its DATA_DIR), or null. */
function janusPid(): number | null {
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (commandLine[0] === "/usr/bin/janus" && commandLine.some((part) => part.startsWith(JANUS_RUNS)))
        return Number(entry);
    } catch {
      // Ended meanwhile.
    }
  }
  return null;
}

test("after a cut link and a restarted media server, the pages come back by themselves within 10 s", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  pupilBrowser = await launchOnSchoolNetwork({ udp: true });
  const lesson = await lessonWithChild({
    browser,
    childBrowser: pupilBrowser,
    childName: "Remi",
    hostCamera: true,
  });
  const { host, kid, child } = lesson;
  await lesson.admit();
  await expectFramesRising(kid.page, 1);

  // The child's link is cut for 5 s, then comes back.
  cutPupilLink(true);
  await kid.page.waitForTimeout(5_000);
  cutPupilLink(false);
  const linkBack = Date.now();
  await expectFramesRising(kid.page, 1, 10_000);
  console.log(
    `link back: the tutor's frames decoded again after ${((Date.now() - linkBack) / 1000).toFixed(1)} s`,
  );

  // The media server is killed mid-lesson; the product restarts it and every page comes back.
  const before = janusPid();
  expect(before).not.toBeNull();
  process.kill(before!, "SIGKILL");
  await expect.poll(() => janusPid(), { timeout: 15_000, intervals: [100] }).not.toBe(before);
  await expect.poll(() => janusPid(), { timeout: 15_000, intervals: [100] }).not.toBeNull();
  const mediaBack = Date.now();
  await expectFramesRising(kid.page, 1, 10_000);
  console.log(
    `media server back: the tutor's frames decoded again after ${((Date.now() - mediaBack) / 1000).toFixed(1)} s`,
  );
  // The tutor's page came back too, still sending its camera (the child decodes it), with its controls.
  await expect(controls(host.page).getByRole("button", { name: /^Camera/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The child's time is kept on both sides of the restart: a stay closed by it and one after it.
  const db = await roomDatabase();
  const stays = await db
    .select({ enteredAt: roomPresence.enteredAt, leftAt: roomPresence.leftAt })
    .from(roomPresence)
    .innerJoin(roomParticipants, eq(roomParticipants.id, roomPresence.participantId))
    .where(eq(roomParticipants.studentId, child.id));
  expect(stays.filter((stay) => stay.leftAt !== null).length).toBeGreaterThanOrEqual(1);
  expect(stays.filter((stay) => stay.leftAt === null)).toHaveLength(1);
  await lesson.close();
});
