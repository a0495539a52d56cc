/**
 * The last lines of a server's start: where the site answers and, while the demo
 * accounts exist, how to sign in with them. The server prints them once it listens, after its log lines,
 * so `npm start` ends with them.
 */
import type { MediaServerStatus } from "#shared/schemas/lesson-room.ts";
import { DEMO_SIGN_INS } from "./db/seed/users.ts";

/** Whether this start added the demo data, found the demo accounts from an earlier start, or neither. */
export type DemoAccounts = "added" | "existing" | null;

export function startBanner(options: {
  brandName: string;
  appUrl: string;
  demo: DemoAccounts;
  /** The demo accounts sign in from any address (SEED_DEMO=1 set explicitly, decision 046). */
  fromAnywhere: boolean;
  /** The lesson room's media server, as it stands once the server listens (decision 053). */
  room: Pick<MediaServerStatus, "available" | "reason">;
}): string {
  const url = options.appUrl.replace(/\/+$/, "");
  const lines = ["", `${options.brandName} is running at ${url}`, lessonRoomLine(options.room)];
  if (options.demo !== null) {
    lines.push(
      options.demo === "added"
        ? `Demo data added. Sign in at ${url}/auth with:`
        : `Demo sign-ins at ${url}/auth (unless their passwords were changed):`,
    );
    for (const signIn of DEMO_SIGN_INS) {
      lines.push(
        `  ${signIn.label.padEnd(8)} username ${signIn.username.padEnd(10)} password ${signIn.password.padEnd(18)} 'I am a' ${signIn.iAmA}`,
      );
    }
    lines.push(
      options.fromAnywhere
        ? "  (from any address: SEED_DEMO=1)"
        : "  (from this machine only; SEED_DEMO=1 allows every address)",
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Whether the lesson room can be held, and if not why (DECISIONS.md: "the product still runs and says so"). */
export function lessonRoomLine(room: Pick<MediaServerStatus, "available" | "reason">): string {
  if (room.available) return "Lesson room: ready (media server running)";
  return `Lesson room unavailable: ${room.reason ?? "no media server is set up."}`;
}

/**
 * Writes `text` where `log` writes, after every line logged before it. The log is written in the
 * background (pino's stream, found by its symbol's name), so a plain console write could come out ahead of
 * the last log lines; without such a stream, to standard output.
 */
export function writeAfterLogLines(log: object, text: string): void {
  let stream: unknown;
  for (let owner: object | null = log; owner && stream === undefined; owner = Object.getPrototypeOf(owner)) {
    const symbol = Object.getOwnPropertySymbols(owner).find(
      (candidate) => candidate.description === "pino.stream",
    );
    if (symbol) stream = (owner as Record<symbol, unknown>)[symbol];
  }
  const write = (stream as { write?: unknown } | undefined)?.write;
  if (typeof write === "function") write.call(stream, text);
  else process.stdout.write(text);
}
