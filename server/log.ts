// Logs: pino, one JSON object per line on stdout (what journald and log shippers read),
// or readable lines when attached to a terminal (LOG_FORMAT overrides). Callers pass messages and
// chosen fields, never request bodies, headers or cookies; the redaction below is the backstop for
// a field that slips through.
import pino from "pino";
import pretty from "pino-pretty";

type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown, fields?: Record<string, unknown>): void;
  /** One line per request (server/request-log.ts). */
  request(fields: Record<string, unknown>): void;
}

export interface LogSettings {
  level: LogLevel;
  /** null: pretty on a terminal, JSON otherwise. */
  format: "json" | "pretty" | null;
}

const REQUEST_BATCH_BYTES = 4096;
const REQUEST_BATCH_MS = 250;

const REDACT = [
  "password",
  "*.password",
  "newPassword",
  "currentPassword",
  "token",
  "*.token",
  "cookie",
  "*.cookie",
  "authorization",
  "*.authorization",
  "address",
  "*.address",
];

export function createLogger(env: string, settings: Partial<LogSettings> = {}, destination?: NodeJS.WritableStream): Logger {
  const level = settings.level ?? (env === "test" ? "error" : "info");
  const readable = settings.format ? settings.format === "pretty" : Boolean(process.stdout.isTTY) && !destination;
  // stdout written in batches: at least REQUEST_BATCH_BYTES, or what has gathered after
  // REQUEST_BATCH_MS. A write per line was one file write for each request under load
  // (docs/PERFORMANCE.md, "Orders on Node's response"). Lines other than requests' are written at
  // once (flushed below); what is left at exit is written by pino's exit handler.
  const batched =
    readable || destination
      ? null
      : pino.destination({ sync: false, minLength: REQUEST_BATCH_BYTES, periodicFlush: REQUEST_BATCH_MS });
  const stream = readable
    ? pretty({ colorize: Boolean(process.stdout.isTTY), translateTime: "SYS:standard", ignore: "pid,hostname", sync: true })
    : (destination ?? batched!);
  const written = batched ? () => batched.flush() : () => {};
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: isoTimeOncePerMillisecond,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const root = pino({ ...options, redact: { paths: REDACT, censor: "[redacted]" } }, stream);
  // Request lines carry only the fields server/request-log.ts picks (id, method, route pattern,
  // status, time, address), none of which the redaction could catch; skipping it on the line
  // written for every request saves a tenth of a cached page's time (docs/PERFORMANCE.md).
  const requests = pino(options, stream);
  return {
    info: (message, fields) => {
      root.info(fields ?? {}, message);
      written();
    },
    warn: (message, fields) => {
      root.warn(fields ?? {}, message);
      written();
    },
    error: (message, error, fields) => {
      root.error({ ...fields, ...(error === undefined ? {} : { err: asError(error) }) }, message);
      written();
    },
    request: (fields) => requests.info(fields, "request"),
  };
}

let lastMillisecond = 0;
let lastTime = "";
/**
 * pino's ISO timestamp, formatted once per millisecond: under load several lines share one, and
 * formatting the date for each was 1.7 % of a cached page's time (docs/PERFORMANCE.md).
 */
function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (now !== lastMillisecond) {
    lastMillisecond = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

/** pino prints an Error with its stack; anything else thrown is kept as its JSON. */
const asError = (error: unknown) => (error instanceof Error ? error : { message: JSON.stringify(error) ?? "undefined" });
