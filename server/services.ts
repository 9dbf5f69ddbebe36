// What the HTTP layer and the React Router loaders share: one database, one catalogue cache, one
// event bus. Built once at start and handed to both (route loaders get it as load context).
import type { Config } from "./config";
import type { Db } from "./db/database";
import { createCatalogueService, type CatalogueService } from "./catalogue/catalogue";
import { createLogger, type Logger } from "./log";
import { createRealtimeHub, type RealtimeHub } from "./realtime/hub";
import { createAuthService, type AuthService } from "./auth/service";
import { findOrder } from "./orders/order-store";
import type { Order } from "../app/shared/order";
import { createMailSender, type MailSender } from "./mail/mail-sender";
import { createMailTransport } from "./mail/transport";
import { blockedNumbers } from "./customers/blocked-phones";
import { trustedNumbers } from "./customers/trusted-phones";
import { createPhoneSet, type PhoneSet } from "./customers/phone-set";
import { createRefusalCounter, type RefusalCounter } from "./orders/refusals";
import { createSecuritySettings, type SecuritySettings } from "./auth/security-settings";
import { createMetrics, type Metrics } from "./metrics";
import type { BackupStatus } from "./db/backup/schedule";

/** Order events: stored with an increasing id and delivered to every process (server/realtime). */
type AppEvents = RealtimeHub;

export interface AppServices {
  config: Config;
  db: Db;
  catalogue: CatalogueService;
  events: AppEvents;
  log: Logger;
  /** Staff sign-in and sessions (server/auth). */
  auth: AuthService;
  /** Orders as staff pages read them (invoices, packing slips: app/routes/admin.orders.*). */
  orders: { find(id: string): Promise<Order | null> };
  /** Phone numbers whose orders are refused. */
  blocked: PhoneSet;
  /** Phone numbers whose order limit staff lifted. */
  trusted: PhoneSet;
  /** Orders refused before they were stored, counted per day. */
  refusals: RefusalCounter;
  /** The outbox's sender (server/mail); started by the server entry, idle in most tests. */
  mail: MailSender;
  /** The owner's security settings. */
  security: SecuritySettings;
  /** Prometheus metrics. */
  metrics: Metrics;
  /** What the server entry tells the health checks. */
  lifecycle: Lifecycle;
}

interface Lifecycle {
  /** Set on SIGTERM: /readyz answers 503 from then on. */
  draining: boolean;
  /** The scheduled backups' state, when BACKUP_DIR is set. */
  backup: (() => BackupStatus) | null;
}

/** The one line each change of the database's availability writes (docs/decisions/026-database-outages.md). */
function logAvailability(db: Db, log: Logger) {
  db.availability.onChange((outage, cause) => {
    const fields = { reason: outage, cause: cause instanceof Error ? cause.message : undefined };
    if (outage === "database") log.error("the database cannot be reached: answering 503 until it is back", undefined, fields);
    else if (outage === "disk")
      log.error("the disk is full or failing: orders are refused with 503 until it takes writes", undefined, fields);
    else log.info("the database is back: taking requests again");
  });
}

export function createServices(config: Config, db: Db, log: Logger = createLogger(config.env, config.log)): AppServices {
  logAvailability(db, log);
  return {
    metrics: createMetrics(db),
    lifecycle: { draining: false, backup: null },
    config,
    db,
    catalogue: createCatalogueService(db),
    events: createRealtimeHub({ db, log, databaseUrl: config.databaseUrl }),
    log,
    auth: createAuthService({ config, db, log }),
    orders: { find: (id) => findOrder(db, id) },
    blocked: createPhoneSet(blockedNumbers(db)),
    trusted: createPhoneSet(trustedNumbers(db)),
    refusals: createRefusalCounter(db, log),
    security: createSecuritySettings(db),
    mail: createMailSender({
      db,
      log,
      transport: createMailTransport(config.mail.transport),
      from: config.mail.from,
      shop: {
        brand: config.store.brand,
        email: config.store.email,
        phone: config.store.phone,
        whatsapp: config.store.whatsapp,
        publicOrigin: config.publicOrigin,
      },
    }),
  };
}
