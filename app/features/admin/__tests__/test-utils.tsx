import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { Toaster } from "#app/components/ui/toast.tsx";
import { createQueryClient } from "#app/lib/query-client.ts";

/*
 * happy-dom's HTMLSelectElement.value setter compares option values strictly, so a number (which
 * react-hook-form writes for numeric defaults) selects nothing; browsers convert it to a string.
 */
const selectValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value");
if (selectValue?.set && selectValue.get) {
  const { get, set } = selectValue;
  Object.defineProperty(HTMLSelectElement.prototype, "value", {
    configurable: true,
    get,
    set(this: HTMLSelectElement, value: unknown) {
      set.call(this, String(value));
    },
  });
}

type Handler = (request: { method: string; url: string; body: unknown }) => {
  status?: number;
  body?: unknown;
};

/** Stubs fetch with answers by "METHOD /path"; unknown calls answer 404. Returns the calls made. */
export function stubApi(routes: Record<string, Handler | unknown>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input.toString();
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const route = routes[`${method} ${url}`];
      if (route === undefined) {
        return new Response(JSON.stringify({ message: "Not found" }), {
          status: 404,
          headers: { "content-type": "application/json" },
        });
      }
      const answer =
        typeof route === "function" ? (route as Handler)({ method, url, body }) : { body: route };
      return new Response(JSON.stringify(answer.body ?? null), {
        status: answer.status ?? 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

export function renderWithProviders(ui: ReactNode, { path = "/admin" }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

export const tutorFixture = {
  id: 7,
  fullName: "Grace Hopper",
  email: "grace@example.com",
  username: "ghopper",
  role: "tutor",
  createdAt: "2026-01-10T09:00:00.000Z",
  subjects: ["Mathematics"],
  qualifications: "PhD",
  bio: "Teaches computing and maths.",
  yearsExperience: "10+",
  isActive: true,
};
