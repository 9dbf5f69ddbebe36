// Bundles the server (server/index.ts and what it imports from server/ and app/) into one ES
// module, so `npm start` runs plain JavaScript: no TypeScript loader thread and no transform cache
// in the serving process (together about 130 MB of its memory; docs/PERFORMANCE.md). Packages
// stay in node_modules. `npm run dev` and the tests still run the TypeScript sources through tsx.
import path from "node:path";
import { buildSync } from "esbuild";

export const SERVER_BUNDLE = "server-entry/index.mjs";

export function buildServer(buildDir = process.env.BUILD_DIR ?? "build") {
  buildSync({
    entryPoints: ["server/index.ts"],
    outfile: path.join(buildDir, SERVER_BUNDLE),
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
