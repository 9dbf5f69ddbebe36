// A long text answer (the orders CSV) written chunk by chunk as the client takes it. On Node's
// HTTP server the strings go to its response directly: Node encodes each into the socket's own
// write buffer and frees it when written, whereas a web ReadableStream of encoded chunks leaves
// every chunk's bytes to the garbage collector (about 90 MB more at the peak of a million orders'
// export, docs/PERFORMANCE.md, "The orders CSV of a million orders"). Without a Node response (an
// in-process request in tests) the same chunks go into a web stream.
import { once } from "node:events";
import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Config } from "../config";
import type { Logger } from "../log";
import type { RequestEnv } from "../request-log";
import { securityHeaderRules } from "../security-headers";

export interface TextStream {
  /** The answer's own headers; written here directly, the security headers and request id join them. */
  headers: Record<string, string>;
  chunks: AsyncGenerator<string>;
  config: Config;
  log: Pick<Logger, "error">;
}

/** Waits until the response may take more, or is closed (then false). */
async function drained(res: ServerResponse): Promise<boolean> {
  const closed = new AbortController();
  const onClose = () => closed.abort();
  res.once("close", onClose);
  try {
    await once(res, "drain", { signal: closed.signal });
    return true;
  } catch {
    return false;
  } finally {
    res.off("close", onClose);
  }
}

async function pump(res: ServerResponse, stream: TextStream): Promise<void> {
  try {
    // `for await` ends the generator (its `finally`, the database cursor) when we stop early.
    for await (const chunk of stream.chunks) {
      if (res.destroyed) return;
      if (!res.write(chunk) && !(await drained(res))) return;
    }
    res.end();
  } catch (error) {
    stream.log.error("text stream failed midway", error);
    // The client sees a cut-off transfer, never a complete-looking file.
    res.destroy(error as Error);
  }
}

export function textStreamResponse(c: Context, stream: TextStream): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing) return webStreamResponse(stream);
  // What the middleware would have set on a Response (server/request-log.ts, security-headers.ts).
  const headers: Record<string, string> = { ...stream.headers };
  const security = securityHeaderRules(stream.config);
  for (const [name, value] of security.headers(c.req.path, security.apiPolicy)) headers[name] = value;
  const requestId = (c as unknown as Context<RequestEnv>).get("requestId");
  if (requestId) headers["X-Request-Id"] = requestId;
  outgoing.writeHead(200, headers);
  void pump(outgoing, stream);
  // Tells the Node adapter the answer is written (the middleware's headers set on it go nowhere).
  return RESPONSE_ALREADY_SENT;
}

function webStreamResponse(stream: TextStream): Response {
  const encoder = new TextEncoder();
  const { chunks } = stream;
  const body = new ReadableStream<Uint8Array>({
    // Pull-driven: the next chunk is made only when the client has taken the previous one.
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        stream.log.error("text stream failed midway", error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { status: 200, headers: stream.headers });
}
