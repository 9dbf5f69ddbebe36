// Pages tell the browser every module they need up front, and every script travels compressed
// (decision 029; docs/PERFORMANCE.md, "Time to interactive").
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { pageModules, readManifest } from "../bench/page-javascript";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

const pages = [
  { url: "/", routes: ["root", "routes/_shop", "routes/home"] },
  { url: "/ar", routes: ["root", "routes/_shop", "ar/home"] },
  { url: "/product/creed-aventus", routes: ["root", "routes/_shop", "routes/product"] },
  { url: "/checkout", routes: ["root", "routes/_shop", "routes/checkout"] },
];

for (const { url, routes } of pages) {
  test(`${url} preloads every module its routes import`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const preloaded = new Set(
      [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1]),
    );
    const { manifest } = readManifest(clientDir);
    const needed = pageModules(manifest, routes);
    expect(needed.length).toBeGreaterThan(5);
    expect(needed.filter((module) => !preloaded.has(module))).toEqual([]);
  });
}

test("every script is sent compressed, the smallest too", async ({ request }) => {
  const assets = path.join(clientDir, "assets");
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith(".js"));
  // Gzip's own header and trailer outweigh what it saves on a file of a hundred bytes or so (those
  // go as they are); every script of a couple of hundred bytes or more is kept compressed.
  const worth = scripts.filter((name) => fs.statSync(path.join(assets, name)).size >= 200);
  expect(worth.length).toBeGreaterThan(20);
  expect(worth.filter((name) => !fs.existsSync(path.join(assets, `${name}.br`)))).toEqual([]);
  expect(worth.filter((name) => !fs.existsSync(path.join(assets, `${name}.gz`)))).toEqual([]);
  const smallest = worth.sort((a, b) => fs.statSync(path.join(assets, a)).size - fs.statSync(path.join(assets, b)).size)[0];
  const answer = await request.get(`/assets/${smallest}`, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-encoding"]).toBe("br");
});
