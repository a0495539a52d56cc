import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { useRowIdParam } from "../use-row-id-param.ts";

const idAt = (address: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/schedule/:id" element={children} />
        <Route path="/schedule" element={children} />
      </Routes>
    </MemoryRouter>
  );
  return renderHook(() => useRowIdParam(), { wrapper }).result.current;
};

describe("a page's row id", () => {
  it("reads decimal digits up to the largest row id", () => {
    expect(idAt("/schedule/12")).toBe(12);
    expect(idAt("/schedule/2147483647")).toBe(2_147_483_647);
  });

  it("is null for anything else, so the page shows its not-found state", () => {
    for (const address of ["/schedule", "/schedule/0", "/schedule/012", "/schedule/1e3", "/schedule/abc"]) {
      expect(idAt(address)).toBeNull();
    }
    expect(idAt("/schedule/2147483648")).toBeNull();
  });
});
