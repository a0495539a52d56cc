import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "#shared/zod.ts";

afterEach(() => vi.restoreAllMocks());

describe("zod in the browser", () => {
  it("parses without compiling code, so the pages' CSP (no 'unsafe-eval') is never reported as violated", () => {
    expect(z.config().jitless).toBe(true);
    const FunctionSpy = vi.spyOn(globalThis, "Function");
    const schema = z.object({ title: z.string().min(1), count: z.number() });
    expect(schema.parse({ title: "Fractions", count: 3 })).toEqual({ title: "Fractions", count: 3 });
    expect(schema.safeParse({ title: "", count: 3 }).success).toBe(false);
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
