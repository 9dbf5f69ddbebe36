// A port for a server a browser test starts of its own, picked at random within a range so that
// files running at once rarely meet, and free when picked: the ranges cross ports the machine's own
// services hold (PostgreSQL's 5432 is within 5300-5699), and a server started on one of those
// failed its test with EADDRINUSE. Browsers refuse the Fetch standard's "bad ports" outright
// (Chromium: net::ERR_UNSAFE_PORT), SIP's 5060 among them, so those are never picked.
// https://fetch.spec.whatwg.org/#port-blocking
import net from "node:net";

const BAD_PORTS = new Set([4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);
const ATTEMPTS = 50;

/** Whether nothing listens on 127.0.0.1 at this port now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function freePort(from: number, count: number): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = from + Math.floor(Math.random() * count);
    if (!BAD_PORTS.has(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port found in ${from}-${from + count - 1}`);
}
