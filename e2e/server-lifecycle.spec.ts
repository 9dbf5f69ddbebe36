// The production server entry (the same build `npm start` serves): SIGTERM lets an in-flight
// request finish, then closes the database and exits 0; a bad setting stops it with a message.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./ports";
import { serverFilesEnv } from "./server-files";

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

test("SIGTERM finishes the in-flight order, closes the database and exits 0", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lifecycle-"));
  const port = await freePort(4300, 500);
  const server = startServer({ PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...serverFilesEnv(dir) });
  await expect.poll(server.output, { timeout: 30_000 }).toContain("is open on");

  const body = JSON.stringify({
    customer: { name: "Late Shopper", phone: "55551234", address: "Zone 1", city: "Doha" },
    items: [{ type: "product", productId: "1", quantity: 1 }],
  });
  // Send the headers and half the body, signal the server, then send the rest.
  const answer = new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/orders",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 40));
    setTimeout(() => {
      server.child.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(40)), 300);
    }, 200);
  });
  expect(await answer).toBe(201);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("stopped");
  // A cleanly closed SQLite database checkpoints and removes its write-ahead log.
  expect(fs.existsSync(`${dir}/shop.db-wal`)).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a wrong setting stops the server with a message naming it", async () => {
  const server = startServer({ PORT: "not-a-port" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/PORT/);
});
