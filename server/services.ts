// What the HTTP layer and the React Router loaders share: one database, one catalogue cache, one
// event bus. Built once at start and handed to both (route loaders get it as load context).
import type { Config } from "./config";
import type { Db } from "./db/database";
import { createCatalogueService, type CatalogueService } from "./catalogue/catalogue";
import { createLogger, type Logger } from "./log";
import { createRealtimeHub, type RealtimeHub } from "./realtime/hub";
import { createAuthService, type AuthService } from "./auth/service";
import { findOrder } from "./orders/order-store";
import { checkLink, publishedReviews, type LinkCheck } from "./reviews/review-store";
import type { PublicReview } from "../app/shared/reviews";
import type { Order } from "../app/shared/order";
import { createMailSender, type MailSender } from "./mail/mail-sender";
import { createMailTransport } from "./mail/transport";
import { createPhoneTransport } from "./messages/phone-transport";
import { createAccountService, type AccountService } from "./accounts/service";
import { contactsOf } from "../app/shared/storefront-content";
import { blockedNumbers } from "./customers/blocked-phones";
import { trustedNumbers } from "./customers/trusted-phones";
import { createPhoneSet, type PhoneSet } from "./customers/phone-set";
import { createRefusalCounter, type RefusalCounter } from "./orders/refusals";
import { createSecuritySettings, type SecuritySettings } from "./auth/security-settings";
import { createMetrics, type Metrics } from "./metrics";
import type { BackupStatus } from "./db/backup/schedule";
import { createPaymentsService, type PaymentsService } from "./payments/service";
import { createTapProvider } from "./payments/tap";
import { createSandboxProvider, type SandboxProvider } from "./payments/sandbox";
import { createPhotoStore, type PhotoStore } from "./catalogue/photo-store";

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
  /** Reviews as the storefront's pages read them (docs/decisions/045-reviews-from-buyers.md). */
  reviews: {
    /** What a signed review link allows (the review page). */
    check(orderId: string, productId: string, signature: string): Promise<LinkCheck>;
    /** A perfume's published reviews (the product page). */
    published(productId: string): Promise<PublicReview[]>;
  };
  /** Phone numbers whose orders are refused. */
  blocked: PhoneSet;
  /** Phone numbers whose order limit staff lifted. */
  trusted: PhoneSet;
  /** Orders refused before they were stored, counted per day. */
  refusals: RefusalCounter;
  /** The outbox's sender (server/mail); started by the server entry, idle in most tests. */
  mail: MailSender;
  /** Uploaded photos' files: UPLOADS_DIR on SQLite, the database on PostgreSQL (decision 046). */
  photos: PhotoStore;
  /** Shopper accounts: sign-in by code, sessions, addresses (server/accounts). */
  accounts: AccountService;
  /** The owner's security settings. */
  security: SecuritySettings;
  /** Prometheus metrics. */
  metrics: Metrics;
  /** What the server entry tells the health checks. */
  lifecycle: Lifecycle;
  /** Online payment (docs/decisions/040); null when PAYMENT_PROVIDER is unset. */
  payments: PaymentsService | null;
  /** The sandbox provider, for its hosted page and webhook sender; null unless PAYMENT_PROVIDER=sandbox. */
  sandbox: SandboxProvider | null;
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

/**
 * The shop's own address, for every link it sends (messages, payment providers, the sandbox's
 * page): PUBLIC_ORIGIN, which production cannot start without (checkServing in ./config.ts), else
 * this machine's port in development and tests. Never a request's Host header.
 */
export function shopOrigin(config: Config): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

function paymentServices(config: Config, db: Db, log: Logger): Pick<AppServices, "payments" | "sandbox"> {
  const settings = config.payments;
  if (!settings) return { payments: null, sandbox: null };
  const origin = shopOrigin(config);
  if (settings.provider === "tap") {
    return {
      payments: createPaymentsService({ db, log, origin, provider: createTapProvider({ secretKey: settings.secretKey }) }),
      sandbox: null,
    };
  }
  const sandbox = createSandboxProvider({ db, log, origin, secret: settings.webhookSecret });
  return { payments: createPaymentsService({ db, log, origin, provider: sandbox }), sandbox };
}

export function createServices(config: Config, db: Db, log: Logger = createLogger(config.env, config.log)): AppServices {
  logAvailability(db, log);
  const catalogue = createCatalogueService(db, config.store);
  return {
    ...paymentServices(config, db, log),
    metrics: createMetrics(db),
    lifecycle: { draining: false, backup: null },
    config,
    db,
    catalogue,
    events: createRealtimeHub({ db, log, databaseUrl: config.databaseUrl }),
    log,
    auth: createAuthService({ config, db, log }),
    orders: { find: (id) => findOrder(db, id) },
    reviews: {
      check: (orderId, productId, signature) => checkLink(db, orderId, productId, signature),
      published: (productId) => publishedReviews(db, productId),
    },
    blocked: createPhoneSet(blockedNumbers(db)),
    trusted: createPhoneSet(trustedNumbers(db)),
    refusals: createRefusalCounter(db, log),
    photos: createPhotoStore(db, config.uploadsDir),
    security: createSecuritySettings(db),
    accounts: createAccountService({ config, db }),
    mail: createMailSender({
      db,
      log,
      transport: createMailTransport(config.mail.transport),
      phone: createPhoneTransport(config.messages),
      from: config.mail.from,
      shop: {
        brand: config.store.brand,
        email: config.store.email,
        phone: config.store.phone,
        whatsapp: config.store.whatsapp,
        publicOrigin: config.publicOrigin,
      },
      // The support contacts the owner set in the Storefront section (decision 039), read with the
      // catalogue as every page reads them; the environment's until the owner saves them.
      contacts: async () => contactsOf((await catalogue.stored()).content, config.store),
    }),
  };
}
