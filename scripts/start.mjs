// `npm start`: build if needed, then run the bundled server (scripts/build-server.mjs) in this same
// process, so signals reach it. With WORKERS, each worker runs this file too: only the primary
// builds, before it starts them.
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_BUNDLE } from "./build-server.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";

if (cluster.isPrimary) buildIfNeeded();
// `npm start` on its own (no NODE_ENV) is the demo on this machine: its address is
// http://localhost and its port, which production must name itself (PUBLIC_ORIGIN, checked at
// start), and online payment goes through the sandbox (docs/decisions/040), its webhooks signed
// with a secret of this run and allowed as a test shop's (workers inherit all of it). A deployment
// sets NODE_ENV (deploy/perfume-shop.service) and keeps PAYMENT_PROVIDER as its environment says:
// unset, off.
if (cluster.isPrimary && process.env.NODE_ENV === undefined) {
  process.env.PUBLIC_ORIGIN ||= `http://localhost:${process.env.PORT || 3000}`;
  if (process.env.PAYMENT_PROVIDER === undefined) {
    process.env.PAYMENT_PROVIDER = "sandbox";
    process.env.PAYMENT_WEBHOOK_SECRET ??= randomBytes(24).toString("hex");
    process.env.ALLOW_SANDBOX_PAYMENTS = "1";
  }
}
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", SERVER_BUNDLE)).href);
