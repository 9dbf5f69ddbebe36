// `npm start`: build if needed, then run the bundled server (scripts/build-server.mjs) in this same
// process, so signals reach it. With WORKERS, each worker runs this file too: only the primary
// builds, before it starts them.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_BUNDLE } from "./build-server.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";

if (cluster.isPrimary) buildIfNeeded();
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", SERVER_BUNDLE)).href);
