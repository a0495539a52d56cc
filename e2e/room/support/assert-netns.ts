/**
 * The room's browser tests run Janus and Chromium with real media: only inside the network namespace that
 * `scripts/netns-run.mjs` makes (STACK-NOTES-3 "Testing the room"), never on the machine's interfaces.
 */
import os from "node:os";

const EXPECTED = ["lo", "v0", "v1"];

/** Throws unless this process sees exactly the namespace's interfaces (lo, v0, v1). */
export function assertInRoomNamespace() {
  const seen = Object.keys(os.networkInterfaces()).sort();
  if (process.env.ROOM_NETNS !== "1" || seen.join(",") !== EXPECTED.join(",")) {
    throw new Error(
      `The lesson room's browser tests run only inside their network namespace (interfaces ${EXPECTED.join(", ")}); ` +
        `this process sees ${seen.join(", ") || "none"}. Run them with ` +
        "`node scripts/netns-run.mjs -- npx playwright test -c playwright.room.config.ts` (npm run test:room-e2e), as root.",
    );
  }
}
