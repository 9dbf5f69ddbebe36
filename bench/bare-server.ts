// The yardstick: a bare node:http server answering from memory, run in its own process so it
// competes for the CPU exactly like the shop does. Prints "listening <port>".
import http from "node:http";

const bodies = new Map<string, Buffer>();
const json = Buffer.from(JSON.stringify({ ok: true, id: "00000000-0000-4000-8000-000000000000", total: 8500 }));

const server = http.createServer((req, res) => {
  if (req.method === "POST") {
    // Read the body as the shop must, then answer a fixed JSON document.
    req.on("data", () => {});
    req.on("end", () => {
      res.writeHead(201, { "content-type": "application/json", "content-length": json.length });
      res.end(json);
    });
    return;
  }
  const body = bodies.get(req.url ?? "/") ?? bodies.get("/")!;
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
});

// Pages to mirror arrive on stdin as JSON {path: html}.
let input = "";
process.stdin.on("data", (d) => (input += d));
process.stdin.on("end", () => {
  const pages = input ? (JSON.parse(input) as Record<string, string>) : { "/": "ok" };
  for (const [p, html] of Object.entries(pages)) bodies.set(p, Buffer.from(html));
  server.listen(0, "127.0.0.1", () => {
    const a = server.address();
    process.stdout.write(`listening ${typeof a === "object" && a ? a.port : 0}\n`);
  });
});
