/**
 * The one fetch wrapper: sends the session cookie, sets a JSON content type only with a body, and
 * throws ApiError whose message is "<status>: <body text>" as [1§8] describes; `serverMessage`
 * holds the server's `message` for toasts and forms, `issues` its field errors and `code` the name of the
 * failure (USERNAME_TAKEN…), which forms act on instead of the message's words.
 */
import { NEXT_CURSOR_HEADER } from "#shared/config/list-pages.ts";

type FieldIssue = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string,
    readonly issues: FieldIssue[] = [],
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * On the server, the fetch of the request being rendered (set by `request-scope.server.ts`): it calls the
 * API in-process with that request's cookie (decision 057). In the browser, unset: the global fetch.
 */
let serverFetch: (() => typeof fetch | undefined) | null = null;

export function setServerFetch(source: () => typeof fetch | undefined) {
  serverFetch = source;
}

async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  onResponse?: (response: Response) => void,
): Promise<T> {
  const response = await (serverFetch?.() ?? fetch)(url, {
    method,
    credentials: "include",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let serverMessage = text || response.statusText;
    let issues: FieldIssue[] = [];
    let code: string | undefined;
    try {
      const parsed = JSON.parse(text) as { message?: string; issues?: FieldIssue[]; code?: unknown };
      if (parsed.message) serverMessage = parsed.message;
      if (Array.isArray(parsed.issues)) issues = parsed.issues;
      if (typeof parsed.code === "string") code = parsed.code;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      serverMessage,
      issues,
      code,
    );
  }
  onResponse?.(response);
  if (response.status === 204) return undefined as T;
  const contentType = response.headers.get("content-type") ?? "";
  return (contentType.includes("application/json") ? response.json() : response.text()) as Promise<T>;
}

export const api = {
  get: <T>(url: string) => request<T>("GET", url),
  post: <T>(url: string, body?: unknown) => request<T>("POST", url, body),
  put: <T>(url: string, body?: unknown) => request<T>("PUT", url, body),
  delete: <T>(url: string) => request<T>("DELETE", url),
  /** One page of a list read with `limit` (decision 039): its rows and the next page's cursor, null on the last. */
  async getPage<T>(url: string): Promise<ListPage<T>> {
    let nextCursor: string | null = null;
    const items = await request<T[]>("GET", url, undefined, (response) => {
      nextCursor = response.headers.get(NEXT_CURSOR_HEADER);
    });
    return { items, nextCursor };
  },
};

export type ListPage<T> = { items: T[]; nextCursor: string | null };

/** The message to show a person for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error) return error.message;
  return "Something went wrong. Please try again.";
}
