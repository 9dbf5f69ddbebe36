// The server the browser tests talk to: the production build (made if needed) on the database
// named by DATABASE_URL, which playwright.config.ts points at a temporary folder.
import { register } from "tsx/esm/api";
import { buildIfNeeded } from "./build-if-needed.mjs";

if (!process.env.DATABASE_URL?.includes("shop-e2e-")) {
  console.error("e2e-server: refusing to run without a temporary DATABASE_URL");
  process.exit(1);
}
buildIfNeeded();
register();
await import("../server/index.ts");
