// Runtime configuration, read once from the environment and validated so that a wrong value stops
// the server at start with a message naming the variable, instead of failing at the first request.
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import type { OrderLimitSettings } from "./customers/order-limits";
import type { HttpLimits } from "./http-server";
import type { LogSettings } from "./log";
import type { MailAddress, TransportSettings } from "./mail/transport";
import type { PhoneTransportSettings } from "./messages/phone-transport";

const MAIL_FROM_FORMAT = /^(?:(.*?)\s*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))$/;

const port = z.coerce.number().int().min(0).max(65535);
const DURATION = /^\d+(s|m|h|d)$/;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /**
   * Photos the owner uploads (server/catalogue/images.ts), served under /uploads: the store on
   * SQLite, this machine's cache of the database's photos on PostgreSQL (docs/decisions/046).
   */
  UPLOADS_DIR: z.string().default("./data/uploads"),
  DATABASE_URL: z
    .string()
    .default("file:./data/shop.db")
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), {
      message: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
    }),
  /**
   * PostgreSQL: writes go as named statements, prepared once per connection (decision 057). False
   * only behind a pooler that hands a session's statements to another (PgBouncer in transaction
   * mode without max_prepared_statements).
   */
  DATABASE_PREPARED_STATEMENTS: z.stringbool().default(true),
  /** Public address of the shop, used for canonical URLs, the sitemap and the Origin check. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Behind our own reverse proxy: take the client address from the last X-Forwarded-For entry. */
  TRUST_PROXY: z.stringbool().default(false),
  STORE_BRAND: z.string().trim().min(1).max(60).default("Al Maha Parfums"),
  STORE_EMAIL: z.email().default("care@almahaparfums.qa"),
  STORE_PHONE: z.string().trim().min(5).max(30).default("+974 4000 1234"),
  STORE_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, "digits only, with country code, e.g. 97450001234")
    .default("97450001234"),
  STORE_SOCIAL_URL: z.url().default("https://www.instagram.com/almahaparfums"),
  STORE_SOCIAL_LABEL: z.string().trim().min(1).max(40).default("Instagram"),
  /** The home page's countdown target; a time without zone is read in Qatar time. Unset: no banner. */
  LAUNCH_TARGET: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?$/, "an ISO date-time")
    .optional(),
  /** A real mail server: smtp://user:pass@host:587 (STARTTLS) or smtps://… (TLS). Unset: .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, "must be smtp://user:pass@host:587 or smtps://user:pass@host:465")
    .optional(),
  /** The From of every e-mail: "Name <address>" or an address; default: the shop's name and e-mail. */
  MAIL_FROM: z.string().regex(MAIL_FROM_FORMAT, 'must be an address or "Name <address>"').optional(),
  /** Without SMTP_URL, each message is written here as an .eml file. */
  MAIL_OUTBOX_DIR: z.string().default("./data/outbox"),
  /** Where messages to phones go: "file" (text files in MAIL_OUTBOX_DIR) or "whatsapp" (decision 044). */
  MESSAGE_PROVIDER: z.enum(["file", "whatsapp"]).default("file"),
  /** Meta's access token and the business phone number's id, for MESSAGE_PROVIDER=whatsapp. */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, "digits: the phone number's id in Meta's WhatsApp Manager").optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "a Graph API version such as v21.0")
    .default("v21.0"),
  /** The approved authentication template for sign-in codes, in English ("en") and Arabic ("ar"). */
  WHATSAPP_CODE_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]+$/, "a template name: lower case, digits and _")
    .default("sign_in_code"),
  /** Where staff hear of every new order by e-mail; unset: no staff e-mail. */
  STORE_ORDERS_EMAIL: z.email().optional(),
  /** Orders one phone number may place in 24 hours; 0 turns the limit off (decision 011). */
  ORDER_LIMIT_PER_PHONE: z.coerce.number().int().min(0).max(1_000_000).default(5),
  /** Orders one client address may place in an hour; 0 turns the limit off. */
  ORDER_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(60),
  /** Seconds a client has to send its request headers, then its whole request (decision 013). */
  HEADERS_TIMEOUT: z.coerce.number().positive().max(300).default(10),
  REQUEST_TIMEOUT: z.coerce.number().positive().max(3600).default(30),
  /** Seconds an idle keep-alive connection stays open; default 5, or 65 behind our proxy. */
  KEEP_ALIVE_TIMEOUT: z.coerce.number().positive().max(600).optional(),
  /** Open connections at once (also kept under the process's file limit); 0 = file limit only. */
  MAX_CONNECTIONS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  /** Open connections from one client address; 0 = no cap. Not applied behind a proxy. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(200),
  /** The largest Cash on Delivery order, in whole Qatari riyals; 0 = none. */
  COD_MAX_ORDER: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  /** Server processes on one port (node:cluster): a number or "auto" (the CPU count); PostgreSQL only. */
  WORKERS: z.union([z.literal("auto"), z.coerce.number().int().min(1).max(256)]).default(1),
  /** GET /metrics answers only with "Authorization: Bearer <this>"; unset: /metrics is 404. */
  METRICS_TOKEN: z.string().min(16, "at least 16 characters").optional(),
  /** Default: info (error under NODE_ENV=test). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** pretty: readable lines; json: one JSON object per line; default: pretty on a terminal. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /** Scheduled online backups of the SQLite database go here; unset: no schedule. */
  BACKUP_DIR: z.string().optional(),
  /** How often: a number and a unit, e.g. 30m, 6h, 1d. */
  BACKUP_EVERY: z
    .string()
    .regex(/^\d+(m|h|d)$/, "a number and m, h or d, e.g. 6h")
    .default("6h"),
  /** How many backups to keep (the newest). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  /** Online payment (docs/decisions/040): tap, or sandbox (our own, no network); unset: off. */
  PAYMENT_PROVIDER: z.enum(["tap", "sandbox"]).optional(),
  /** Tap's secret API key; it also signs Tap's webhooks. */
  TAP_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, "a Tap secret key: sk_test_… or sk_live_…")
    .optional(),
  /**
   * The sandbox in production: refused unless this says so (a test shop nobody buys from), since any
   * visitor could pay with its test card; allowed, the server warns at every start.
   */
  ALLOW_SANDBOX_PAYMENTS: z.stringbool().default(false),
  /** The sandbox's webhook signing secret; outside production a fixed development one stands in. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, "at least 16 characters").optional(),
  /** Abandoned carts (decision 049): idle time before the first reminder, before the second, how often to look. */
  CART_REMINDER_AFTER: z.string().regex(DURATION, "a number and s, m, h or d, e.g. 1h").default("1h"),
  CART_REMINDER_SECOND_AFTER: z.string().regex(DURATION, "a number and s, m, h or d, e.g. 24h").default("24h"),
  CART_REMINDER_EVERY: z.string().regex(DURATION, "a number and s, m, h or d, e.g. 1m").default("1m"),
  /** Meta app secret: checks the signature of WhatsApp's webhook posting replies (X-Hub-Signature-256); unset: the hook is off. */
  WHATSAPP_APP_SECRET: z.string().min(16, "at least 16 characters").optional(),
});

type Env = z.infer<typeof schema>;

export interface StoreConfig {
  brand: string;
  email: string;
  phone: string;
  whatsapp: string;
  socialUrl: string;
  socialLabel: string;
  /** null: no launch to count down to, so the home page has no countdown banner. */
  launchTarget: string | null;
  /** The largest Cash on Delivery order in dirhams; 0 = none. The cart and checkout show it. */
  codMaxOrder: number;
}

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  databaseUrl: string;
  /** DATABASE_PREPARED_STATEMENTS: PostgreSQL's writes as named statements (decision 057). */
  databasePreparedStatements: boolean;
  /** Absolute folder of uploaded photos (UPLOADS_DIR). */
  uploadsDir: string;
  publicOrigin: string | null;
  trustProxy: boolean;
  store: StoreConfig;
  orderLimits: OrderLimitSettings;
  http: HttpLimits;
  mail: MailSettings;
  /** Server processes to run: 1 unless WORKERS says otherwise (checked against the engine at start). */
  workers: number;
  /** null: /metrics answers 404. */
  metricsToken: string | null;
  log: LogSettings;
  /** null: no scheduled backups. */
  backup: { dir: string; everyMs: number; keep: number } | null;
  /** null: online payment is off. */
  payments: PaymentSettings | null;
  /** ALLOW_SANDBOX_PAYMENTS: the sandbox may serve in production (checkServing). */
  allowSandboxPayments: boolean;
  /** Where messages to phones go (server/messages/phone-transport.ts). */
  messages: PhoneTransportSettings;
  /** Abandoned carts' reminders (server/carts, decision 049). */
  cartReminders: { firstAfterMs: number; secondAfterMs: number; everyMs: number };
  /** Checks WhatsApp's webhook signature; null: the reply hook answers 404. */
  whatsappAppSecret: string | null;
}

type PaymentSettings = { provider: "tap"; secretKey: string } | { provider: "sandbox"; webhookSecret: string };

/** Signs the sandbox's webhooks where nobody set a secret; refused in production. */
const DEVELOPMENT_WEBHOOK_SECRET = "sandbox-webhooks-development-only";

function paymentSettings(e: Env): PaymentSettings | null {
  if (e.PAYMENT_PROVIDER === "tap") {
    if (!e.TAP_SECRET_KEY) throw new ConfigError("Invalid configuration:\n  TAP_SECRET_KEY: required when PAYMENT_PROVIDER=tap");
    return { provider: "tap", secretKey: e.TAP_SECRET_KEY };
  }
  if (e.PAYMENT_PROVIDER === "sandbox") {
    if (!e.PAYMENT_WEBHOOK_SECRET && e.NODE_ENV === "production") {
      throw new ConfigError(
        "Invalid configuration:\n  PAYMENT_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=sandbox in production",
      );
    }
    return { provider: "sandbox", webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET };
  }
  return null;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "6h" as milliseconds. */
function durationMs(text: string): number {
  const unit = text.slice(-1) as keyof typeof UNIT_MS;
  return Number(text.slice(0, -1)) * UNIT_MS[unit];
}

interface MailSettings {
  transport: TransportSettings;
  from: MailAddress;
  /** STORE_ORDERS_EMAIL: staff's copy of every new order; null = none. */
  staffEmail: string | null;
}

function messageSettings(e: Env): PhoneTransportSettings {
  if (e.MESSAGE_PROVIDER === "file") return { provider: "file", outboxDir: path.resolve(e.MAIL_OUTBOX_DIR) };
  const missing = (["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"] as const).filter((name) => !e[name]);
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when MESSAGE_PROVIDER=whatsapp`).join("\n")}`,
    );
  return {
    provider: "whatsapp",
    token: e.WHATSAPP_TOKEN!,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    apiVersion: e.WHATSAPP_API_VERSION,
    codeTemplate: e.WHATSAPP_CODE_TEMPLATE,
    languageCodes: { en: "en", ar: "ar" },
  };
}

function mailFrom(value: string | undefined, brand: string, email: string): MailAddress {
  const match = value ? MAIL_FROM_FORMAT.exec(value.trim()) : null;
  if (!match) return { name: brand, address: email };
  return match[3] ? { name: brand, address: match[3] } : { name: match[1].replace(/^"|"$/g, "") || brand, address: match[2] };
}

export class ConfigError extends Error {}

/** Said at every start of a production shop whose payments are the sandbox's (ALLOW_SANDBOX_PAYMENTS). */
const SANDBOX_IN_PRODUCTION_WARNING =
  "ONLINE PAYMENT IS THE SANDBOX (ALLOW_SANDBOX_PAYMENTS=1): any visitor can pay with the test card 4242 4242 4242 4242 and no money moves. Never on a shop that sells.";

/**
 * What a server that serves the public refuses at start beyond each setting's own check, and what
 * it says loudly when it does start (server/index.ts). Apart from loadConfig because the scripts
 * that share this configuration (backups, admin:create) serve nobody and need neither. Production
 * (NODE_ENV's default) needs PUBLIC_ORIGIN: every link the shop sends in a message is built from
 * it, never from a request's Host header, which a client chooses. The sandbox payment provider
 * lets anyone pay with a test card, so production takes it only with ALLOW_SANDBOX_PAYMENTS.
 * Throws a ConfigError naming the variables; answers the warnings to log.
 */
export function checkServing(config: Config): string[] {
  if (config.env !== "production") return [];
  const refusals: string[] = [];
  if (!config.publicOrigin)
    refusals.push(
      "  PUBLIC_ORIGIN: required in production: the shop's public address (e.g. https://shop.example.qa), which every link in its messages and pages is built from",
    );
  const sandbox = config.payments?.provider === "sandbox";
  if (sandbox && !config.allowSandboxPayments)
    refusals.push(
      "  PAYMENT_PROVIDER: sandbox is refused in production, where any visitor could pay with a test card; set ALLOW_SANDBOX_PAYMENTS=1 only for a test shop nobody buys from",
    );
  if (refusals.length) throw new ConfigError(`Invalid configuration:\n${refusals.join("\n")}`);
  return sandbox ? [SANDBOX_IN_PRODUCTION_WARNING] : [];
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, so `PORT=` in an .env file means "use the default".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    publicOrigin: e.PUBLIC_ORIGIN?.replace(/\/$/, "") ?? null,
    trustProxy: e.TRUST_PROXY,
    store: {
      brand: e.STORE_BRAND,
      email: e.STORE_EMAIL,
      phone: e.STORE_PHONE,
      whatsapp: e.STORE_WHATSAPP,
      socialUrl: e.STORE_SOCIAL_URL,
      socialLabel: e.STORE_SOCIAL_LABEL,
      launchTarget: e.LAUNCH_TARGET ?? null,
      codMaxOrder: e.COD_MAX_ORDER * 100,
    },
    mail: {
      transport: e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : { outboxDir: path.resolve(e.MAIL_OUTBOX_DIR) },
      from: mailFrom(e.MAIL_FROM, e.STORE_BRAND, e.STORE_EMAIL),
      staffEmail: e.STORE_ORDERS_EMAIL ?? null,
    },
    orderLimits: { perPhone: e.ORDER_LIMIT_PER_PHONE, perAddress: e.ORDER_LIMIT_PER_ADDRESS },
    workers: e.WORKERS === "auto" ? os.availableParallelism() : e.WORKERS,
    metricsToken: e.METRICS_TOKEN ?? null,
    payments: paymentSettings(e),
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS,
    messages: messageSettings(e),
    cartReminders: {
      firstAfterMs: durationMs(e.CART_REMINDER_AFTER),
      secondAfterMs: durationMs(e.CART_REMINDER_SECOND_AFTER),
      everyMs: Math.max(1000, durationMs(e.CART_REMINDER_EVERY)),
    },
    whatsappAppSecret: e.WHATSAPP_APP_SECRET ?? null,
    log: { level: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "error" : "info"), format: e.LOG_FORMAT ?? null },
    backup: e.BACKUP_DIR
      ? { dir: path.resolve(e.BACKUP_DIR), everyMs: Math.max(60_000, durationMs(e.BACKUP_EVERY)), keep: e.BACKUP_KEEP }
      : null,
    http: {
      headersTimeoutMs: e.HEADERS_TIMEOUT * 1000,
      requestTimeoutMs: Math.max(e.REQUEST_TIMEOUT, e.HEADERS_TIMEOUT) * 1000,
      keepAliveTimeoutMs: (e.KEEP_ALIVE_TIMEOUT ?? (e.TRUST_PROXY ? 65 : 5)) * 1000,
      maxConnections: e.MAX_CONNECTIONS,
      // Behind a proxy every connection comes from the proxy: only the total cap means anything.
      maxConnectionsPerAddress: e.TRUST_PROXY ? 0 : e.MAX_CONNECTIONS_PER_ADDRESS,
    },
  };
}
