/**
 * The client test harness: components render with a fresh query client (the app's own settings), a
 * router and the toaster, and `stubApi` answers their fetch calls.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { expect, vi } from "vitest";
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

type StubbedCall = { method: string; url: string; body: unknown };
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: StubbedCall) => Answer;

/**
 * Stubs fetch. `routes` answers by "METHOD /path?query", else by "METHOD /path" (a body, or a handler
 * returning status, body and headers; unknown calls answer 404), or is one handler for every call. Returns the calls made, with `release`
 * for answers held back by `hold: true`, to observe pending states.
 */
export function stubApi(routes: Record<string, Handler | unknown> | Handler, { hold = false } = {}) {
  const calls: StubbedCall[] = [];
  const held: (() => void)[] = [];
  const answerOf = (call: StubbedCall): Answer => {
    if (typeof routes === "function") return routes(call);
    const route = routes[`${call.method} ${call.url}`] ?? routes[`${call.method} ${call.url.split("?")[0]}`];
    if (route === undefined) return { status: 404, body: { message: "Not found" } };
    return typeof route === "function" ? (route as Handler)(call) : { body: route };
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input.toString();
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const call = { method, url, body };
      calls.push(call);
      if (hold) await new Promise<void>((resolve) => held.push(resolve));
      const answer = answerOf(call);
      return new Response(JSON.stringify(answer.body ?? null), {
        status: answer.status ?? 200,
        headers: { "content-type": "application/json", ...answer.headers },
      });
    }),
  );
  // Not enumerable, so `expect(calls).toEqual([...])` compares the calls alone.
  Object.defineProperty(calls, "release", {
    value: () => {
      for (const resolve of held.splice(0)) resolve();
    },
  });
  return calls as StubbedCall[] & { release: () => void };
}

export function renderWithProviders(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** A signed-in family account as `GET /api/user` answers it. */
export const familyUserFixture = {
  id: 7,
  role: "parent",
  fullName: "Sam Family",
  email: "sam@example.org",
  username: "samfamily",
  profileImage: null,
  companyId: null,
  mustChangePassword: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};

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

/** The client company the admin tab tests choose from. */
export const companyFixture = {
  id: 3,
  name: "Northwind Logistics",
  contactName: "HR Lead",
  contactEmail: "hr@northwind.example",
  contactPhone: null,
  status: "active",
  employeeCount: 0,
  expectedEmployees: null,
  notes: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  subscriptionEndDate: null,
};

/** Waits for the companies to load, then chooses `companyFixture` in the select labelled `label`. */
export async function chooseCompany(user: ReturnType<typeof userEvent.setup>, label = "Company") {
  await waitFor(() => expect(screen.getByRole("option", { name: companyFixture.name })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText(label), companyFixture.name);
}
