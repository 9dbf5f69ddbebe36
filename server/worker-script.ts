// Where a worker thread's script is. The production bundle has each compiled beside the server
// (scripts/build-server.mjs); from the TypeScript sources (tests, npm run dev) it is bundled once
// per process with esbuild into node_modules/.cache, where its packages resolve as from the
// project (they stay outside the bundle).
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The workers the build compiles beside the server, by the name of their script there. */
export type WorkerName = "write-thread-worker" | "csv-export-worker";

const compiled = new Map<WorkerName, URL>();

/** `source`: the worker's TypeScript file, for when no build is beside this module. */
export function workerScript(name: WorkerName, source: URL): URL {
  const bundled = new URL(`./${name}.mjs`, import.meta.url);
  if (fs.existsSync(fileURLToPath(bundled))) return bundled;
  let url = compiled.get(name);
  if (!url) {
    url = compile(name, fileURLToPath(source));
    compiled.set(name, url);
  }
  return url;
}

function compile(name: WorkerName, source: string): URL {
  const require = createRequire(import.meta.url);
  const esbuild = require("esbuild") as typeof import("esbuild");
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [source],
    bundle: true,
    packages: "external",
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "warning",
  });
  const code = outputFiles[0].text;
  const nodeModules = require.resolve("kysely").replace(/(.*[\\/]node_modules)[\\/].*$/, "$1");
  const dir = path.join(nodeModules, ".cache", "shop");
  const file = path.join(dir, `${name}-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    // Test files compile at once in parallel processes: write aside, then rename into place.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, code);
    fs.renameSync(temp, file);
  }
  return pathToFileURL(file);
}
