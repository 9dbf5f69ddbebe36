// The yardstick: a bare node:http server answering from memory, run in its own process so it
// competes for the CPU exactly like the shop does. Prints "listening <port>".
// - POST: reads the body, answers a fixed JSON document (the order bench's yardstick);
// - GET: the bytes and headers of a page the shop served, sent as they are (the page bench's).
import http from "node:http";

export interface MirroredPage {
  /** The response body, base64 (already compressed if the shop compressed it). */
  body: string;
  headers: Record<string, string>;
}

const pages = new Map<string, { body: Buffer; headers: Record<string, string | number> }>();
const json = Buffer.from(JSON.stringify({ ok: true, id: "00000000-0000-4000-8000-000000000000", total: 8500 }));
const fallback = { body: Buffer.from("ok"), headers: { "content-type": "text/plain" } };

const server = http.createServer((req, res) => {
  if (req.method === "POST") {
    req.on("data", () => {});
    req.on("end", () => {
      res.writeHead(201, { "content-type": "application/json", "content-length": json.length });
      res.end(json);
    });
    return;
  }
  const page = pages.get(req.url ?? "/") ?? fallback;
  res.writeHead(200, { ...page.headers, "content-length": page.body.length });
  res.end(page.body);
});

// Pages to mirror arrive on stdin as JSON {path: MirroredPage}; empty input means none.
let input = "";
process.stdin.on("data", (d: Buffer) => (input += d.toString()));
process.stdin.on("end", () => {
  const mirrored = input ? (JSON.parse(input) as Record<string, MirroredPage>) : {};
  for (const [p, page] of Object.entries(mirrored)) {
    pages.set(p, { body: Buffer.from(page.body, "base64"), headers: page.headers });
  }
  server.keepAliveTimeout = 65_000;
  server.listen(0, "127.0.0.1", () => {
    const a = server.address();
    process.stdout.write(`listening ${typeof a === "object" && a ? a.port : 0}\n`);
  });
});
