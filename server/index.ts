// The server entry: configuration, database (migrated and seeded), one HTTP server, and a clean
// shutdown on SIGINT/SIGTERM (in-flight requests finish, then the database closes). With WORKERS
// above 1 (PostgreSQL only) this process becomes the primary of that many such servers
// (server/cluster.ts), each of which runs main() below as a worker.
import { startPaymentExpiry } from "./orders/payment-expiry";
import { expireStoreCredit } from "./store-credit/ledger";
import { remindersByPhone, startCartReminders } from "./carts/cart-reminders";
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import { checkServing, ConfigError, loadConfig } from "./config";
import { openConfiguredDatabase, sqliteFilename } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { seedCatalogue } from "./db/seed";
import { createNodeListener } from "./node-listener";
import { createServices, shopOrigin } from "./services";
import { shareCatalogueChanges } from "./catalogue/catalogue-channel";
import { authStartupNotices } from "./auth/startup";
import { createHttpServer } from "./http-server";
import { pruneLimitHits } from "./customers/order-limits";
import { releaseClaims } from "./mail/outbox";
import { developmentPages, productionPages } from "./react-router";
import { ONE_PROCESS_ON_SQLITE, runPrimary } from "./cluster";
import { joinClusterMetrics } from "./cluster-metrics";
import { createLogger } from "./log";
import { startBackupSchedule } from "./db/backup/schedule";
import { claimServerLock } from "./db/backup/server-lock";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const dev = process.argv.includes("--dev");
  // A local .env fills in what the real environment leaves unset.
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  let config;
  let warnings: string[];
  try {
    config = loadConfig({ NODE_ENV: dev ? "development" : undefined, ...process.env });
    warnings = checkServing(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (config.workers > 1) {
    if (!/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
      console.error(ONE_PROCESS_ON_SQLITE);
      process.exit(1);
    }
    if (cluster.isPrimary) return runPrimary(config, createLogger(config.env, config.log));
  }

  // One server per SQLite file: a restore (npm run restore) refuses while this lock is held.
  const releaseLock = config.databaseUrl.startsWith("file:") ? claimServerLock(sqliteFilename(config.databaseUrl)) : null;
  const db = openConfiguredDatabase(config);
  await migrateToLatest(db);
  await seedCatalogue(db);
  // Orders the search index had not reached when the server last stopped.
  db.searchIndex?.nudge();
  const services = createServices(config, db);
  joinClusterMetrics(services.metrics.registry);
  // Several processes on one PostgreSQL hear each other's catalogue changes.
  const catalogueChannel = await shareCatalogueChanges(services);
  // Limit rows older than every window count for nothing (decision 011).
  const pruneLimits = () => void pruneLimitHits(db).catch((error) => services.log.error("pruning order limits failed", error));
  pruneLimits();
  setInterval(pruneLimits, 60 * 60 * 1000).unref();
  // Store credit past its expiry gets its "expired" entry; reads already count it as nothing (decision 051).
  const expireCredit = () =>
    void expireStoreCredit(db).catch((error) => services.log.error("expiring store credit failed", error));
  expireCredit();
  setInterval(expireCredit, 60 * 60 * 1000).unref();
  for (const notice of await authStartupNotices(services)) services.log.warn(notice);
  // Mail written before the last stop is sent now (decision 021). One SQLite process is the only
  // sender there is, so claims a killed process left behind are let go at once.
  if (db.engine === "sqlite") await releaseClaims(db);
  services.mail.start();
  services.log.info(`mail goes to ${services.mail.description}`);
  // The sandbox provider's webhooks waiting since the last stop are posted now (decision 040).
  services.sandbox?.startSender();
  // Online orders unpaid after 30 minutes give back what they hold (decision 040).
  const stopPaymentExpiry = services.payments
    ? startPaymentExpiry(db, services.payments, services.log, () => {
        services.events.poke();
        services.mail.poke();
        services.catalogue.invalidate();
      })
    : null;
  // Abandoned carts' reminders (decision 049): written into the outbox, sent by its sender.
  const stopCartReminders = startCartReminders(
    db,
    services.log,
    {
      origin: shopOrigin(config),
      timing: config.cartReminders,
      everyMs: config.cartReminders.everyMs,
      phones: remindersByPhone(config),
    },
    () => services.mail.poke(),
  );
  if (config.payments) services.log.info(`online payment through ${config.payments.provider}`);
  for (const warning of warnings) services.log.warn(warning);
  // The dummy password hash that evens out login timing is made now, not during the first login.
  void services.auth.prepare().catch((error) => services.log.error("password hasher warm-up failed", error));

  const pages = dev ? await developmentPages() : await productionPages();
  const listener = createNodeListener(services, {
    handlePage: pages.handlePage,
    staticRoot: "staticRoot" in pages ? pages.staticRoot : undefined,
  });
  const handle: http.RequestListener =
    "middleware" in pages ? (req, res) => pages.middleware(req, res, () => listener(req, res)) : listener;

  const backups =
    config.backup && db.engine === "sqlite"
      ? startBackupSchedule({ databaseFile: sqliteFilename(config.databaseUrl), ...config.backup, log: services.log })
      : null;
  if (config.backup && !backups)
    services.log.warn("BACKUP_DIR is for SQLite; back up PostgreSQL with pg_dump (docs/deployment.md)");
  if (backups) {
    services.lifecycle.backup = () => backups.status();
    services.metrics.watch(
      "shop_backup_last_success_timestamp_seconds",
      () => {
        const at = backups.status().lastSuccessAt;
        return at ? Date.parse(at) / 1000 : 0;
      },
      { help: "When the last scheduled backup succeeded (0: none yet)", aggregator: "max" },
    );
  }

  const server = createHttpServer(handle, config.http);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    services.log.info(`${config.store.brand} is open on http://localhost:${port} (${db.engine}${dev ? ", dev" : ""})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.lifecycle.draining = true;
    backups?.stop();
    services.sandbox?.stopSender();
    stopPaymentExpiry?.();
    stopCartReminders();
    services.log.info(`${signal} received, finishing in-flight requests`);
    const force = setTimeout(() => {
      services.log.warn("shutdown grace period over, closing connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Live-update streams never end by themselves: close them (and the PostgreSQL listener) first,
    // so that only real in-flight requests hold the shutdown.
    void services.events.close().catch((error) => services.log.error("closing live updates failed", error));
    void catalogueChannel?.close().catch((error) => services.log.error("closing the catalogue listener failed", error));
    server.close(async () => {
      if ("close" in pages) await pages.close();
      await services.mail.close();
      await services.refusals.flush().catch((error) => services.log.error("counting refused orders failed", error));
      await db.close();
      releaseLock?.();
      services.log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error("The server could not start:", error);
  process.exit(1);
});
