// Live order events for open dashboards under /api/admin/events, as server-sent events:
//   id: 42
//   event: order
//   data: {"type":"updated","orderId":"..."}
// A reconnecting browser sends the last id it saw (Last-Event-ID, or ?lastEventId= for a client
// that opens a fresh EventSource) and first receives what it missed, each event once. Comment
// lines every 15 s keep proxies from closing an idle stream and let either side notice a dead one.
// A stream belongs to its session: signing out ends it at once in this process, and before each
// batch of events (and each heartbeat) the session is checked again, so a session ended elsewhere
// (another process, a password reset, expiry) stops receiving orders. One session holds at most
// MAX_STREAMS_PER_SESSION streams (a dashboard tab holds one).
import { Hono } from "hono";
import type { OrderEvent } from "../../../app/admin/orders/orders-contract";
import type { StoredOrderEvent } from "../../realtime/event-store";
import type { AppServices } from "../../services";
import { problem } from "../problem";
import { outageOf } from "../../db/availability";
import type { AdminEnv } from "./env";

const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting on its own after the stream ends. */
const RETRY_MS = 2_000;
export const MAX_STREAMS_PER_SESSION = 4;

function parseEventId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

const formatEvent = (event: StoredOrderEvent) =>
  `id: ${event.id}\nevent: order\ndata: ${JSON.stringify({ type: event.type, orderId: event.orderId, orderNumber: event.orderNumber } satisfies OrderEvent)}\n\n`;

export function adminEventsApi(services: AppServices, options: { heartbeatMs?: number } = {}) {
  const api = new Hono<AdminEnv>();
  /** This process's open streams by session id: each entry ends its stream. */
  const streams = new Map<string, Set<() => void>>();
  services.auth.onSessionEnded((sessionId) => {
    for (const end of [...(streams.get(sessionId) ?? [])]) end();
  });
  // With the database away no event can be read: every stream ends, the dashboards say they are
  // reconnecting (app/admin/live-updates.tsx), and their retries get 503 until it is back.
  services.db.availability.onChange((outage) => {
    if (outage !== "database") return;
    for (const open of [...streams.values()]) for (const end of [...open]) end();
  });

  api.get("/", async (c) => {
    // The guard has checked the session; its id is what the stream is tied to. (Only the data
    // tests mount this router without the guard, and so without a session.)
    const sessionId = c.get("sessionId") ?? null;
    const open = (sessionId && streams.get(sessionId)) || new Set<() => void>();
    if (open.size >= MAX_STREAMS_PER_SESSION) {
      c.header("Retry-After", "60");
      return problem(c, 429, "Too many live update streams for this session.", {
        detail: `Close another dashboard tab: one session may hold ${MAX_STREAMS_PER_SESSION} streams.`,
      });
    }
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
      services.metrics.liveStreams(-1);
      open.delete(end);
      if (sessionId && open.size === 0) streams.delete(sessionId);
      cleanup();
      try {
        controller?.close();
      } catch {
        // Already closed by the client going away.
      }
    };

    // Subscribe before answering: the response (and so the browser's "open") exists only once
    // the subscription stands, so no change made after "open" can be missed.
    // Events wait while the session is being checked, then go out together if it still stands.
    let waiting: string[] = [];
    let checking = false;
    const checkThenSend = async () => {
      if (checking) return;
      checking = true;
      try {
        while (!closed) {
          const active = sessionId === null || (await services.auth.isSessionActive(sessionId).catch(() => false));
          if (!active) return end();
          if (waiting.length === 0) return;
          const batch = waiting;
          waiting = [];
          for (const chunk of batch) push(chunk);
          if (waiting.length === 0) return;
        }
      } finally {
        checking = false;
      }
    };
    const deliver = (chunk: string) => {
      waiting.push(chunk);
      void checkThenSend();
    };

    open.add(end);
    services.metrics.liveStreams(1);
    if (sessionId) streams.set(sessionId, open);
    let unsubscribe: () => void;
    try {
      unsubscribe = await services.events.subscribe(lastEventId, (event) => deliver(formatEvent(event)), end);
    } catch (error) {
      end();
      if (!outageOf(error)) services.log.error("live order stream could not start", error);
      c.header("Retry-After", String(RETRY_MS / 1000));
      return problem(c, 503, "Live updates are unavailable right now.");
    }
    const heartbeat = setInterval(() => {
      push(": heartbeat\n\n");
      void checkThenSend();
    }, options.heartbeatMs ?? HEARTBEAT_MS);
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
        end();
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
