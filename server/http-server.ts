// The HTTP server with the limits a shop on the open internet needs (docs/decisions/013): a client
// must send its headers within 10 s and its whole request within 30 s (else 408), an idle
// keep-alive connection is closed after 5 s (65 s behind our proxy, which must give up first), and
// connections are capped in total and per client address, answering 503 over a cap instead of
// letting a flood of idle sockets use up the process's file descriptors. Node's own timeouts do the
// timing, but for a connection that never sends a byte, which is timed here; the caps are counted
// here. Live-update streams are ordinary responses that are never
// idle (a heartbeat every 15 s), so none of the timeouts end them.
import fs from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";

export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Open connections at once; 0 = as many as the file limit allows. */
  maxConnections: number;
  /** Open connections from one client address; 0 = no cap (always so behind a proxy). */
  maxConnectionsPerAddress: number;
}

const OVER_CAPACITY =
  "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: text/plain; charset=utf-8\r\n" +
  "Content-Length: 38\r\nConnection: close\r\n\r\nToo many connections. Please try again.";

/** File descriptors the process may open (Linux), leaving room for the database, logs and files. */
function connectionsTheFileLimitAllows(): number | null {
  try {
    const limits = fs.readFileSync("/proc/self/limits", "utf8");
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    return soft ? Math.max(16, Number(soft) - 64) : null;
  } catch {
    return null;
  }
}

/** What Node itself answers when the headers do not arrive in time. */
const HEADERS_TOO_LATE = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

const addressOf = (socket: Socket) => (socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");

export function createHttpServer(handler: http.RequestListener, limits: HttpLimits): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often Node looks for requests past their time; its default (30 s) would let a 10 s
      // limit run to 40.
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(limits.headersTimeoutMs / 4))),
    },
    handler,
  );
  const fileLimit = connectionsTheFileLimitAllows();
  const total = Math.min(limits.maxConnections || Infinity, fileLimit ?? Infinity);
  const perAddress = new Map<string, number>();
  let open = 0;

  // Ahead of Node's own listener, so a refused socket is answered before any request is read.
  server.prependListener("connection", (socket: Socket) => {
    const address = addressOf(socket);
    const mine = perAddress.get(address) ?? 0;
    if (open >= total || (limits.maxConnectionsPerAddress > 0 && mine >= limits.maxConnectionsPerAddress)) {
      socket.on("error", () => {});
      socket.end(OVER_CAPACITY, () => socket.destroy());
      return;
    }
    open += 1;
    perAddress.set(address, mine + 1);
    // Node's headers timeout may start only at the first byte: a client that connects and says
    // nothing must not hold a connection (and so a place under the caps) for ever. Reading the
    // socket's byte count leaves its data to Node's parser.
    const silent = setTimeout(() => {
      if (socket.bytesRead > 0 || socket.destroyed) return;
      socket.on("error", () => {});
      socket.end(HEADERS_TOO_LATE, () => socket.destroy());
    }, limits.headersTimeoutMs);
    socket.once("close", () => {
      clearTimeout(silent);
      open -= 1;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });
  return server;
}
