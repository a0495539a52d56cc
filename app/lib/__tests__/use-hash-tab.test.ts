import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { tabFromHash, useHashTab } from "../use-hash-tab.ts";

const TABS = [{ value: "employees" }, { value: "invites" }, { value: "codes" }] as const;

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("a tab in the URL hash", () => {
  it("is the tab the hash names, with or without its #, and the first tab for anything else", () => {
    expect(tabFromHash("#codes", TABS)).toBe("codes");
    expect(tabFromHash("invites", TABS)).toBe("invites");
    for (const hash of ["", "#", "#Codes", "#leavers", "#%E0", "#codes?x"]) {
      expect(tabFromHash(hash, TABS), hash).toBe("employees");
    }
  });

  it("opens on the tab the address names, as after a reload or from a shared link", () => {
    window.history.replaceState(null, "", "/employer#codes");
    expect(renderHook(() => useHashTab(TABS)).result.current[0]).toBe("codes");
    window.history.replaceState(null, "", "/employer#nonsense");
    expect(renderHook(() => useHashTab(TABS)).result.current[0]).toBe("employees");
  });

  it("puts a chosen tab in the address and follows the address back", () => {
    window.history.replaceState(null, "", "/employer");
    const { result } = renderHook(() => useHashTab(TABS));
    act(() => result.current[1]("invites"));
    expect(window.location.hash).toBe("#invites");
    expect(result.current[0]).toBe("invites");

    // Back (or any change of the hash) shows the tab the address now names.
    act(() => {
      window.history.replaceState(null, "", "/employer#codes");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(result.current[0]).toBe("codes");
  });
});
