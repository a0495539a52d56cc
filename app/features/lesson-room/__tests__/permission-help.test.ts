import { describe, expect, it } from "vitest";
import { browserFamily, deviceProblem, PERMISSION_HELP, SYSTEM_BLOCK_HELP } from "../lib/permission-help.ts";

const AGENTS = {
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
  firefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0",
  safari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15",
  "safari-ios":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1",
  "ios-app":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  "chrome-android":
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  other: "curl/8.11.1",
} as const;

const refused = (message = "Permission denied") => new DOMException(message, "NotAllowedError");

describe("a refused camera or microphone, explained for the browser in use", () => {
  it.each(Object.entries(AGENTS))("knows %s by its user agent", (family, agent) => {
    expect(browserFamily(agent)).toBe(family);
  });

  it("says where each browser allows the camera and microphone", () => {
    expect(deviceProblem(refused(), AGENTS.chrome).help).toMatch(/^In Chrome, click the camera icon/);
    expect(deviceProblem(refused(), AGENTS.edge).help).toMatch(
      /^In Edge, click the lock icon.*Permissions for this site/,
    );
    expect(deviceProblem(refused(), AGENTS.firefox).help).toMatch(
      /^In Firefox, click the crossed-out camera/,
    );
    expect(deviceProblem(refused(), AGENTS.safari).help).toMatch(
      /Safari menu, choose Settings for This Website/,
    );
    expect(deviceProblem(refused(), AGENTS["safari-ios"]).help).toMatch(/tap the aA icon/);
    expect(deviceProblem(refused(), AGENTS["ios-app"]).help).toMatch(/^Open the Settings app/);
    expect(deviceProblem(refused(), AGENTS.other).help).toBe(PERMISSION_HELP.other);
    expect(deviceProblem(refused(), AGENTS.firefox).title).toBe(
      "The browser was not allowed to use the camera or microphone",
    );
  });

  it("sends a refusal by the computer itself to the computer's settings", () => {
    expect(deviceProblem(refused("Permission denied by system"), AGENTS.chrome)).toEqual({
      title: "Blocked by the computer",
      help: SYSTEM_BLOCK_HELP,
    });
  });

  it("tells a missing device from a busy one", () => {
    const missing = Object.assign(new Error("Requested device not found"), { name: "NotFoundError" });
    const busy = Object.assign(new Error("Could not start video source"), { name: "NotReadableError" });
    expect(deviceProblem(missing, AGENTS.chrome).title).toBe("No camera or microphone was found");
    expect(deviceProblem(busy, AGENTS.chrome).help).toMatch(/no other program/);
  });
});
