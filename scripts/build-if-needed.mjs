// Builds the React Router app when ./build is missing or older than any source it is made from.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { compressAssets } from "./compress-assets.mjs";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STAMP = path.join(BUILD_DIR, ".stamp");
const SOURCES = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

export function buildIfNeeded() {
  const built = fs.existsSync(STAMP) && fs.existsSync(path.join(BUILD_DIR, "server/index.js")) ? fs.statSync(STAMP).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built > sources) return false;
  console.log("Building the shop (first start or sources changed)...");
  execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit" });
  compressAssets(path.join(BUILD_DIR, "client"));
  fs.writeFileSync(STAMP, new Date().toISOString());
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
