// The server the browser tests talk to: the production build and server bundle (made if needed) on the database
// named by DATABASE_URL, which playwright.config.ts points at a temporary folder.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_BUNDLE } from "./build-server.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";

if (!process.env.DATABASE_URL?.includes("shop-e2e-")) {
  console.error("e2e-server: refusing to run without a temporary DATABASE_URL");
  process.exit(1);
}
buildIfNeeded();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", SERVER_BUNDLE)).href);
