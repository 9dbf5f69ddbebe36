// Builds what `npm start` serves when ./build is missing or older than any source it is made from:
// the React Router app, and the server bundle.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { compressAssets } from "./compress-assets.mjs";
import { SERVER_BUNDLE, buildServer } from "./build-server.mjs";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STAMP = path.join(BUILD_DIR, ".stamp");
// What each part is made from: the pages (client assets and React Router's server build), and the
// bundled server (scripts/build-server.mjs), which also takes shared modules from app/.
const PAGE_SOURCES = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
const SERVER_SOURCES = ["server", "app", "package-lock.json"];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const newest = (sources) => Math.max(...sources.map(newestMtime));

export function buildIfNeeded() {
  const pagesBuilt =
    fs.existsSync(STAMP) && fs.existsSync(path.join(BUILD_DIR, "server/index.js")) ? fs.statSync(STAMP).mtimeMs : 0;
  const pagesStale = pagesBuilt <= newest(PAGE_SOURCES);
  if (pagesStale) {
    console.log("Building the shop (first start or sources changed)...");
    // The stamp carries the time the build began: a source saved while it ran is newer, so the
    // next start builds again instead of serving a build without it.
    const startedAt = new Date();
    execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit" });
    compressAssets(path.join(BUILD_DIR, "client"));
    fs.writeFileSync(STAMP, startedAt.toISOString());
    fs.utimesSync(STAMP, startedAt, startedAt);
  }
  const bundle = path.join(BUILD_DIR, SERVER_BUNDLE);
  const serverStale = !fs.existsSync(bundle) || fs.statSync(bundle).mtimeMs <= newest(SERVER_SOURCES);
  if (serverStale) buildServer(BUILD_DIR);
  return pagesStale || serverStale;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
