/**
 * What the Fastify server hands each server render (decision 057): the nonce of its inline scripts and a
 * fetch that calls the API in-process with the request's own cookie, so a loader reads as the visitor.
 */
declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    apiFetch: typeof fetch;
  }
}

export {};
