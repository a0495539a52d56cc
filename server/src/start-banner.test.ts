import { describe, expect, it, vi } from "vitest";
import { startBanner, writeAfterLogLines } from "./start-banner.ts";

describe("startBanner", () => {
  it("names the address without a trailing slash, and says where the demo accounts sign in from", () => {
    const added = startBanner({
      brandName: "Brightpath Tuition",
      appUrl: "https://tuition.example/",
      demo: "added",
      fromAnywhere: true,
    }).split("\n");
    expect(added[1]).toBe("Brightpath Tuition is running at https://tuition.example");
    expect(added[2]).toBe("Demo data added. Sign in at https://tuition.example/auth with:");
    expect(added.at(-2)).toBe("  (from any address: SEED_DEMO=1)");
    expect(added.at(-1)).toBe("");
  });

  it("is the address alone without demo accounts", () => {
    expect(
      startBanner({ brandName: "B", appUrl: "http://localhost:5000", demo: null, fromAnywhere: false }),
    ).toBe("\nB is running at http://localhost:5000\n");
  });
});

describe("writeAfterLogLines", () => {
  it("writes to the logger's own stream, found on a child logger's prototype too", () => {
    const written: string[] = [];
    const root = { [Symbol("pino.stream")]: { write: (text: string) => written.push(text) } };
    writeAfterLogLines(Object.create(root), "banner\n");
    expect(written).toEqual(["banner\n"]);
  });

  it("writes to standard output without such a stream", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      writeAfterLogLines({}, "banner\n");
      expect(write).toHaveBeenCalledWith("banner\n");
    } finally {
      write.mockRestore();
    }
  });
});
