/**
 * The server render of a page (decision 057): React Router's default Node entry, with the answer's nonce on
 * every inline script it writes, and the API reached in-process for the loaders of this request only.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { dehydrate, type Query } from "@tanstack/react-query";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream, renderToString } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { NonceContext } from "#app/lib/nonce.ts";
import { inRequestScope, requestQueryClient } from "#app/lib/request-scope.server.ts";
import { serverDrawnQueriesScript } from "#app/lib/server-drawn-queries.ts";
import "#app/load-context.ts";

export const streamTimeout = 5_000;

/** How many times the page is drawn to find the reads it waits for (a read can wait on another's answer). */
const READ_PASSES = 2;

/** A read a draw asked for and nobody has made yet: pending, idle and not switched off. */
function unread(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === "function" ? enabled(query) : enabled !== false;
  return on && query.state.status === "pending" && query.state.fetchStatus === "idle";
}

/**
 * The reads a screen's components ask for beyond its loaders' (decision 057): the page is drawn without
 * writing it, the reads its queries asked for are made with this request's client and cookie, and again
 * for reads that waited on those. Returns the hashes of the reads made.
 */
async function readWhatThePageAsksFor(element: React.ReactElement, loadContext: AppLoadContext) {
  const client = requestQueryClient(loadContext);
  const made = new Set<string>();
  for (let pass = 0; pass < READ_PASSES; pass++) {
    try {
      inRequestScope(loadContext, () => renderToString(element));
    } catch {
      // A draw that fails fails again in the answer's own render, which reports it.
      return made;
    }
    const reads = client
      .getQueryCache()
      .getAll()
      .filter((query) => unread(query) && !made.has(query.queryHash));
    if (reads.length === 0) break;
    for (const query of reads) made.add(query.queryHash);
    await inRequestScope(loadContext, () =>
      Promise.all(reads.map((query) => query.fetch().catch(() => undefined))),
    );
  }
  return made;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;
  const page = (context: EntryContext) => (
    <NonceContext value={nonce}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </NonceContext>
  );
  const element = page(routerContext);
  // Only a page that drew without an error: an error page draws nothing to read for. The draws that find
  // the reads leave the loaders' data stream alone (a draw takes a reader of it): the answer writes it.
  const made =
    responseStatusCode === 200
      ? await readWhatThePageAsksFor(page({ ...routerContext, serverHandoffStream: undefined }), loadContext)
      : new Set<string>();
  const client = requestQueryClient(loadContext);
  const drawnQueries = dehydrate(client, {
    shouldDehydrateQuery: (query) => made.has(query.queryHash) && query.state.status === "success",
  });
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; browsers the shell first, the rest as it resolves.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = inRequestScope(loadContext, () =>
      renderToPipeableStream(element, {
        nonce,
        // Written before the app's module scripts run: the browser hydrates these reads before it draws.
        bootstrapScriptContent:
          drawnQueries.queries.length > 0 ? serverDrawnQueriesScript(drawnQueries) : undefined,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      }),
    );
  });
}
