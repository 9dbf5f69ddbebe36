// A port for a server a browser test starts of its own, picked at random within a range so that
// files running at once rarely meet. Browsers refuse the Fetch standard's "bad ports" outright
// (Chromium: net::ERR_UNSAFE_PORT), SIP's 5060 among them, so those are never picked.
// https://fetch.spec.whatwg.org/#port-blocking
const BAD_PORTS = new Set([4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

export function randomPort(from: number, count: number): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * count);
    if (!BAD_PORTS.has(port)) return port;
  }
}
