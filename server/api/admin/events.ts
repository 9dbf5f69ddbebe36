// Live order events for open dashboards under /api/admin/events, as server-sent events:
//   id: 42
//   event: order
//   data: {"type":"updated","orderId":"..."}
// A reconnecting browser sends the last id it saw (Last-Event-ID, or ?lastEventId= for a client
// that opens a fresh EventSource) and first receives what it missed, each event once. Comment
// lines every 15 s keep proxies from closing an idle stream and let either side notice a dead one.
import { Hono } from "hono";
import type { StoredOrderEvent } from "../../realtime/event-store";
import type { AppServices } from "../../services";
import { problem } from "../problem";
import type { AdminEnv } from "./env";

export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting on its own after the stream ends. */
export const RETRY_MS = 2_000;

export function parseEventId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export const formatEvent = (event: StoredOrderEvent) =>
  `id: ${event.id}\nevent: order\ndata: ${JSON.stringify({ type: event.type, orderId: event.orderId })}\n\n`;

export function adminEventsApi(services: AppServices, options: { heartbeatMs?: number } = {}) {
  const api = new Hono<AdminEnv>();

  api.get("/", async (c) => {
    const lastEventId = parseEventId(c.req.header("last-event-id") ?? c.req.query("lastEventId"));
    const encoder = new TextEncoder();
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    const early: string[] = [];
    let closed = false;
    let cleanup = () => {};

    const push = (chunk: string) => {
      if (closed) return;
      if (controller) controller.enqueue(encoder.encode(chunk));
      else early.push(chunk);
    };
    const end = () => {
      if (closed) return;
      closed = true;
      cleanup();
      try {
        controller?.close();
      } catch {
        // Already closed by the client going away.
      }
    };

    // Subscribe before answering: the response (and so the browser's "open") exists only once
    // the subscription stands, so no change made after "open" can be missed.
    let unsubscribe: () => void;
    try {
      unsubscribe = await services.events.subscribe(lastEventId, (event) => push(formatEvent(event)), end);
    } catch (error) {
      services.log.error("live order stream could not start", error);
      c.header("Retry-After", String(RETRY_MS / 1000));
      return problem(c, 503, "Live updates are unavailable right now.");
    }
    const heartbeat = setInterval(() => push(": heartbeat\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
    cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    c.req.raw.signal?.addEventListener("abort", end);

    const body = new ReadableStream<Uint8Array>({
      start(ctrl) {
        controller = ctrl;
        ctrl.enqueue(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`));
        for (const chunk of early.splice(0)) ctrl.enqueue(encoder.encode(chunk));
      },
      cancel() {
        closed = true;
        cleanup();
      },
    });
    return new Response(body, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        // Tell proxies (nginx) not to buffer the stream.
        "X-Accel-Buffering": "no",
      },
    });
  });

  return api;
}
