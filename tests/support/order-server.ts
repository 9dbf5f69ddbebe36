// A real server process for crash and load tests: the same Hono app, database settings and order
// API as server/index.ts, without React Router pages (they need a client build and play no part in
// durability). Prints "listening <port> pid <pid>" once it accepts connections. With WORKERS above 1
// (PostgreSQL) it is a primary of that many such servers, through server/cluster.ts as
// server/index.ts is; each worker prints its line. LISTEN_HOST and LISTEN_PORT place it (the
// two-host check, scripts/two-hosts.ts); STAND_IN_PAGES=1 adds a page renderer of its own behind
// the real page cache, so a cached page shows the catalogue's prices without a client build.
import cluster from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createApp, type PageContext } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seedCatalogue } from "../../server/db/seed";
import { createServices } from "../../server/services";
import { shareCatalogueChanges } from "../../server/catalogue/catalogue-channel";
import { createHttpServer } from "../../server/http-server";
import { releaseClaims } from "../../server/mail/outbox";
import { runPrimary } from "../../server/cluster";
import { createLogger } from "../../server/log";

// Order limits are off unless the test's environment sets them: load tests order from one address.
const config = loadConfig({
  ORDER_LIMIT_PER_PHONE: "0",
  ORDER_LIMIT_PER_ADDRESS: "0",
  // Mail goes to a folder of the run's own unless the test names one (or a mail server).
  MAIL_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shop-outbox-")),
  ...process.env,
  NODE_ENV: "test",
});
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, createLogger(config.env, config.log));
else await serve();

async function serve() {
  // Tests on PostgreSQL give each run its own schema.
  const db = openDatabase(config.databaseUrl, { schema: process.env.TEST_PG_SCHEMA || undefined });
  await migrateToLatest(db);
  await seedCatalogue(db);
  const services = createServices(config, db);
  // As server/index.ts: mail from before a stop (or a kill) is sent now.
  if (db.engine === "sqlite") await releaseClaims(db);
  services.mail.start();
  // As server/index.ts: catalogue changes travel between processes on PostgreSQL.
  await shareCatalogueChanges(services);
  const app = createApp(services, process.env.STAND_IN_PAGES === "1" ? { handlePage: standInPage } : {});
  const server = createHttpServer(getRequestListener(app.fetch), config.http);
  server.listen(Number(process.env.LISTEN_PORT ?? 0), process.env.LISTEN_HOST ?? "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0} pid ${process.pid}\n`);
  });
  process.on("SIGTERM", () => {
    // As server/index.ts: /readyz says 503 while the requests in hand finish.
    services.lifecycle.draining = true;
    server.close(
      () =>
        void services.mail
          .close()
          .then(() => db.close())
          .then(() => process.exit(0)),
    );
  });
}

/** Every product's name and price, read from the catalogue as a storefront page reads it. */
async function standInPage(_request: Request, context: PageContext): Promise<Response> {
  const catalogue = await context.services.catalogue.get();
  const lines = catalogue.products.map((p) => `<li data-product="${p.id}">${p.name}: ${p.price}</li>`);
  return new Response(`<!doctype html><ul>${lines.join("")}</ul>`, { headers: { "content-type": "text/html; charset=utf-8" } });
}
