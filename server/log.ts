// One-line logs on stdout/stderr. Kept tiny on purpose: callers must never pass secrets here.
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(env: string): Logger {
  const quiet = env === "test";
  const line = (level: string, message: string, fields?: Record<string, unknown>) =>
    `${new Date().toISOString()} ${level} ${message}${fields ? ` ${JSON.stringify(fields)}` : ""}`;
  return {
    info: (m, f) => void (!quiet && console.log(line("info", m, f))),
    warn: (m, f) => void (!quiet && console.warn(line("warn", m, f))),
    error: (m, e) => console.error(line("error", m), e instanceof Error ? (e.stack ?? e.message) : (e ?? "")),
  };
}
