// A long answer (the orders CSV) sent as its bytes are made, at the pace the client takes them.
// On Node's HTTP server the chunks are written to its response directly: a chunk is handed back
// (`written`) once it has gone out, so its maker can fill the same buffer again, and a client that
// leaves ends the making. Without a Node response (an in-process request in tests) the same chunks
// go into a web stream. Decision record 052.
import { once } from "node:events";
import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Config } from "../config";
import type { Logger } from "../log";
import type { RequestEnv } from "../request-log";
import { securityHeaderRules } from "../security-headers";

export interface ByteStream {
  chunks: AsyncGenerator<Uint8Array>;
  /** A chunk that has been sent: its memory may be used again. */
  written(chunk: Uint8Array): void;
}

interface ByteAnswer {
  /** The answer's own headers; written here directly, the security headers and request id join them. */
  headers: Record<string, string>;
  body: ByteStream;
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

async function pump(res: ServerResponse, answer: ByteAnswer): Promise<void> {
  const { chunks, written } = answer.body;
  try {
    // `for await` ends the maker (its `finally`) when we stop early.
    for await (const chunk of chunks) {
      if (res.destroyed) return;
      const more = res.write(chunk, () => written(chunk));
      if (!more && !(await drained(res))) return;
    }
    res.end();
  } catch (error) {
    answer.log.error("streamed answer failed midway", error);
    // The client sees a cut-off transfer, never a complete-looking file.
    res.destroy(error as Error);
  }
}

export function byteStreamResponse(c: Context, answer: ByteAnswer): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing) return webStreamResponse(answer);
  // What the middleware would have set on a Response (server/request-log.ts, security-headers.ts).
  const headers: Record<string, string> = { ...answer.headers };
  const security = securityHeaderRules(answer.config);
  for (const [name, value] of security.headers(c.req.path, security.apiPolicy)) headers[name] = value;
  const requestId = (c as unknown as Context<RequestEnv>).get("requestId");
  if (requestId) headers["X-Request-Id"] = requestId;
  outgoing.writeHead(200, headers);
  void pump(outgoing, answer);
  // Tells the Node adapter the answer is written (the middleware's headers set on it go nowhere).
  return RESPONSE_ALREADY_SENT;
}

function webStreamResponse(answer: ByteAnswer): Response {
  const { chunks, written } = answer.body;
  const body = new ReadableStream<Uint8Array>({
    // Pull-driven: the next chunk is made only when the client has taken the previous one.
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) return controller.close();
        controller.enqueue(next.value.slice());
        written(next.value);
      } catch (error) {
        answer.log.error("streamed answer failed midway", error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { status: 200, headers: answer.headers });
}
