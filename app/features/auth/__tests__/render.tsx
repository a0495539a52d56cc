/** Test helpers: a fresh query client per render, the toaster, and a fetch stub answering JSON. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { Toaster } from "#app/components/ui/toast.tsx";

export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

export type StubbedCall = { url: string; method: string; body: unknown };

/**
 * Replaces global fetch; `answer` returns [status, body] for each call. Returns the calls made and a
 * `release` for answers held back with `hold: true`, to observe pending states.
 */
export function stubFetch(
  answer: (call: StubbedCall) => [number, unknown],
  options: { hold?: boolean } = {},
) {
  const calls: StubbedCall[] = [];
  const held: (() => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url: String(url),
        method: init.method ?? "GET",
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      if (options.hold) await new Promise<void>((resolve) => held.push(resolve));
      const [status, body] = answer(call);
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return {
    calls,
    release: () => {
      for (const resolve of held.splice(0)) resolve();
    },
  };
}
