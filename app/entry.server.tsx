// React Router's default Node streaming entry, plus the Content-Security-Policy nonce: the server
// makes one per response (server/security-headers.ts) and hands it over in the load context, so
// React's and React Router's inline scripts carry it and the browser runs them. Errors go to the
// server's JSON log with the request's id (never raw to the console, where a stack trace would be
// ten lines that are not JSON).
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./browser/nonce";
import "./load-context";

export const streamTimeout = 5_000;

/**
 * What React Router would print with console.error (a loader's or render's failure), through the
 * JSON log with the request's id; less the database's outages: those are logged once when they
 * begin (server/db/availability.ts), not once per page that meets them, and the page is answered 503.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A browser that went away is not an error of ours.
  if (request.signal.aborted) return;
  logPageError(context as AppLoadContext, error);
};

function logPageError(context: AppLoadContext, error: unknown) {
  if (context.services.db.availability.observe(error)) return;
  context.services.log.error("page request failed", error, { reqId: context.requestId });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Crawlers get the whole page at once; people get the shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, with a second's margin to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router; log the later ones.
          if (shellRendered) logPageError(loadContext, error);
        },
      },
    );
  });
}
