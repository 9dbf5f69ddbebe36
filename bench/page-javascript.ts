// The JavaScript each page loads, read from the client build's route manifest: the entry, the
// manifest itself and every module (with its imports) of the page's routes, gzip -9 each.
// `node --import tsx bench/page-javascript.ts` prints a table (docs/PERFORMANCE.md, "Page JavaScript").
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
  console.log("| Page | Files | KB gzip |\n|---|---|---|");
  for (const [page, routes] of Object.entries(PAGES)) {
    const { files, gzip } = pageJavaScript(clientDir, routes);
    console.log(`| ${page} | ${files} | ${(gzip / 1024).toFixed(1)} |`);
  }
}
