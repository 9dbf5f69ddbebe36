// Anonymous writes to pages (a scanner's POST /): the production server answers 405 with
// `Allow: GET, HEAD` for every page without an action, 400 for a path that does not decode, and
// its JSON log gets exactly one line per request (the request line, with its id), never a stack
// trace or a warning from React Router.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./ports";
import { serverFilesEnv } from "./server-files";

test("writes to pages are refused with 405, one JSON log line per request and nothing else", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-methods-"));
  const port = await freePort(5300, 300);
  const origin = `http://127.0.0.1:${port}`;
  // The build the suite's own server runs.
  const server = spawn(process.execPath, [path.resolve("build", "server-entry", "index.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      ...serverFilesEnv(dir),
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  server.stdout.on("data", (d) => (stdout += d));
  server.stderr.on("data", (d) => (stderr += d));
  try {
    await expect.poll(() => stdout, { timeout: 60_000 }).toContain("is open on");
    const before = stdout.split("\n").filter(Boolean).length;
    const stderrBefore = stderr;

    const writes: [string, string][] = [
      ["POST", "/"],
      ["POST", "/?index"],
      ["POST", "/products"],
      ["POST", "/ar/about"],
      ["PUT", "/contact"],
      ["DELETE", "/cart"],
      ["POST", "/products.data"],
      ["POST", "/_root.data"],
      ["POST", "/robots.txt"],
      ["POST", "/admin/login"],
      ["POST", "/admin/dashboard"],
      ["POST", "/wp-login.php"],
    ];
    const ids: string[] = [];
    for (const [method, pathname] of writes) {
      const res = await fetch(`${origin}${pathname}`, {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "log=admin&pwd=admin",
      });
      expect(res.status, `${method} ${pathname}`).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      ids.push(res.headers.get("x-request-id")!);
    }
    // A path that is not valid percent-encoding is refused before React Router warns about it.
    const statuses = writes.map(() => 405);
    for (const pathname of ["/%E0%A4%A", "/product/%ff"]) {
      const res = await fetch(`${origin}${pathname}`);
      expect(res.status, pathname).toBe(400);
      ids.push(res.headers.get("x-request-id")!);
      statuses.push(400);
    }
    // Reading pages is untouched.
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    ids.push(home.headers.get("x-request-id")!);
    statuses.push(200);

    const lines = () => stdout.split("\n").filter(Boolean).slice(before);
    await expect.poll(() => lines().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(ids.length);
    // A moment for anything logged late (after the response) to arrive as well.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const entries = lines().map((line) => JSON.parse(line) as { msg: string; reqId?: string; status?: number });
    expect(entries.map((e) => e.msg)).toEqual(ids.map(() => "request"));
    expect(entries.map((e) => e.reqId)).toEqual(ids);
    expect(entries.map((e) => e.status)).toEqual(statuses);
    expect(stderr).toBe(stderrBefore);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
