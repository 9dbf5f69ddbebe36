// The JavaScript each page loads, read from the client build's route manifest: the entry, the
// manifest itself and every module (with its imports) of the page's routes, gzip -9 each.
// `node --import tsx bench/page-javascript.ts` prints a table (docs/PERFORMANCE.md, "Page JavaScript").
// With ORIGIN=http://127.0.0.1:3000 (a running production server) it also opens each storefront
// page, in both editions, in the system Chromium and sums the scripts it loaded, as
// e2e/home.spec.ts measures the home page's budget (the admin needs a session: manifest only).
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";

/** The routes a page matches, root first (ids from app/routes.ts). */
export const PAGES: Record<string, string[]> = {
  home: ["root", "routes/_shop", "routes/home"],
  product: ["root", "routes/_shop", "routes/product"],
  checkout: ["root", "routes/_shop", "routes/checkout"],
  admin: ["root", "routes/admin", "routes/admin.dashboard"],
};

interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

/** The route manifest React Router writes for the browser (window.__reactRouterManifest). */
export function readManifest(clientDir: string): { manifest: RouteManifest; url: string } {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${assets}: run npm run build`);
  const sandbox = { window: {} as { __reactRouterManifest?: RouteManifest } };
  vm.runInNewContext(fs.readFileSync(path.join(assets, file), "utf8"), sandbox);
  if (!sandbox.window.__reactRouterManifest) throw new Error(`${file} sets no route manifest`);
  return { manifest: sandbox.window.__reactRouterManifest, url: `/assets/${file}` };
}

/** Every module URL a page needs to hydrate: the entry's and each route's module and imports. */
export function pageModules(manifest: RouteManifest, routeIds: string[]): string[] {
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the manifest`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

export function pageJavaScript(clientDir: string, routeIds: string[]): { files: number; gzip: number } {
  const { manifest, url } = readManifest(clientDir);
  const urls = [url, ...pageModules(manifest, routeIds)];
  let gzip = 0;
  for (const u of urls) gzip += zlib.gzipSync(fs.readFileSync(path.join(clientDir, u)), { level: 9 }).length;
  return { files: urls.length, gzip };
}

/** The storefront pages opened in the browser, by their English path. */
const PAGE_PATHS: Record<string, string> = { home: "/", product: "/product/creed-aventus", checkout: "/checkout" };

/** The scripts a page loads until the network is idle after hydration, gzip -9 each. */
async function loadedJavaScript(origin: string, path: string): Promise<{ files: number; gzip: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  try {
    const page = await browser.newPage();
    const urls = new Set<string>();
    page.on("response", (response) => {
      if (/\.js(\?|$)/.test(response.url())) urls.add(response.url());
    });
    await page.goto(origin + path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    let gzip = 0;
    for (const url of urls) gzip += zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    return { files: urls.size, gzip };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
  console.log("| Page | Files | KB gzip |\n|---|---|---|");
  for (const [page, routes] of Object.entries(PAGES)) {
    const { files, gzip } = pageJavaScript(clientDir, routes);
    console.log(`| ${page} | ${files} | ${(gzip / 1024).toFixed(1)} |`);
  }
  const origin = process.env.ORIGIN;
  if (origin) {
    console.log("\nLoaded in Chromium from %s:\n\n| Page | Files | KB gzip |\n|---|---|---|", origin);
    for (const [page, path] of Object.entries(PAGE_PATHS)) {
      for (const [edition, prefix] of [
        ["", ""],
        [" (ar)", "/ar"],
      ]) {
        const { files, gzip } = await loadedJavaScript(origin, path === "/" && prefix ? prefix : prefix + path);
        console.log(`| ${page}${edition} | ${files} | ${(gzip / 1024).toFixed(1)} |`);
      }
    }
  }
}
