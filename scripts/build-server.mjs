// Bundles the server (server/index.ts and what it imports from server/ and app/) into one ES
// module, so `npm start` runs plain JavaScript: no TypeScript loader thread and no transform cache
// in the serving process (together about 130 MB of its memory; docs/PERFORMANCE.md). Packages
// stay in node_modules. `npm run dev` and the tests still run the TypeScript sources through tsx.
import path from "node:path";
import { buildSync } from "esbuild";

export const SERVER_BUNDLE = "server-entry/index.mjs";

export function buildServer(buildDir = process.env.BUILD_DIR ?? "build") {
  buildSync({
    // The worker threads' scripts sit beside the server, where server/worker-script.ts looks for them.
    entryPoints: {
      index: "server/index.ts",
      "write-thread-worker": "server/db/write-thread-worker.ts",
      "csv-export-worker": "server/orders/csv-export-worker.ts",
    },
    outdir: path.join(buildDir, path.dirname(SERVER_BUNDLE)),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildServer();
