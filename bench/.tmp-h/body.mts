import http from "node:http";
import type { IncomingMessage } from "node:http";
import { Hono } from "hono";
import { getRequestListener } from "@hono/node-server";
import { bodyLimit } from "hono/body-limit";
import autocannon from "autocannon";
import { cartFor } from "../orders";
const app = new Hono<{ Bindings: { incoming: IncomingMessage } }>();
app.post("/a", bodyLimit({ maxSize: 65536 }), async (c) => { const v = JSON.parse(await c.req.text()); return c.json({ n: v.items.length }, 201); });
app.post("/b", async (c) => {
  const incoming = c.env.incoming; const chunks: Buffer[] = []; let size = 0;
  for await (const chunk of incoming) { size += chunk.length; if (size > 65536) return c.json({}, 413); chunks.push(chunk); }
  const v = JSON.parse(Buffer.concat(chunks).toString("utf8")); return c.json({ n: v.items.length }, 201);
});
const server = http.createServer(getRequestListener(app.fetch)); await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const port = (server.address() as any).port;
// autocannon in a child would be fairer; here the same process runs both, so compare relative.
for (const p of ["/a", "/b", "/a", "/b"]) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${p}`, connections: 32, duration: 4, method: "POST", headers: { "content-type": "application/json" }, body: cartFor(3) });
  console.log(p, Math.round(r.requests.average), Object.keys(r.statusCodeStats).join());
}
server.close();
