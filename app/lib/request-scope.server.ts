/**
 * The request a server render belongs to (decision 057): the API client's calls made inside
 * `inRequestScope` go to this request's in-process fetch (with its cookie), and each request has a
 * QueryClient of its own, so one account's data can never be read while rendering another's.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { QueryClient } from "@tanstack/react-query";
import type { AppLoadContext } from "react-router";
import { setServerFetch } from "#app/lib/api-client.ts";
import { createQueryClient, setServerQueryClient } from "#app/lib/query-client.ts";
import "#app/load-context.ts";

const storage = new AsyncLocalStorage<AppLoadContext>();
setServerFetch(() => storage.getStore()?.apiFetch);

/** Runs `work` with the API client calling this request's fetch and renders drawing from its QueryClient. */
export function inRequestScope<T>(context: AppLoadContext, work: () => T): T {
  return storage.run(context, work);
}

const clients = new WeakMap<AppLoadContext, QueryClient>();
setServerQueryClient(() => {
  const context = storage.getStore();
  return context ? requestQueryClient(context) : undefined;
});

/** This request's QueryClient, shared by its loaders (they run side by side), never by another request. */
export function requestQueryClient(context: AppLoadContext): QueryClient {
  let client = clients.get(context);
  if (!client) {
    client = createQueryClient();
    clients.set(context, client);
  }
  return client;
}
