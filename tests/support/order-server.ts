// A real server process for crash and load tests: the same Hono app, database settings and order
// API as server/index.ts, without React Router pages (they need a client build and play no part in
// durability). Prints "listening <port>" once it accepts connections. With WORKERS above 1
// (PostgreSQL) it is a primary of that many such servers, through server/cluster.ts as
// server/index.ts is; each worker prints its line.
import cluster from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "../../server/app";
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
  const app = createApp(services);
  const server = createHttpServer(getRequestListener(app.fetch), config.http);
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
  });
  process.on("SIGTERM", () =>
    server.close(
      () =>
        void services.mail
          .close()
          .then(() => db.close())
          .then(() => process.exit(0)),
    ),
  );
}
