// A real SMTP server for mail tests (the smtp-server package): it accepts plain connections with a
// password, parses every message it receives (mailparser), and can be taken down and brought back
// on the same port, refuse or defer recipients, or hang without greeting.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

const SMTP_USER = "shop";
const SMTP_PASSWORD = "s3cret-relay";

export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Recipients the server answers 550 for. */
  refuse: Set<string>;
  /**
   * Recipients whose message the server reads whole and then answers 451 (try again later), as
   * many times as the number says; what it read is kept in `deferred`.
   */
  defer: Map<string, number>;
  deferred: ParsedMail[];
  /** Connections seen (including refused and hung ones). */
  connections: number;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startSmtp(options: { hang?: boolean; port?: number } = {}): Promise<TestSmtp> {
  let server: SMTPServer;
  const smtp: TestSmtp = {
    port: options.port ?? 0,
    url: "",
    received: [],
    refuse: new Set(),
    defer: new Map(),
    deferred: [],
    connections: 0,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    start: () => listen(smtp.port),
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (smtp.received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${smtp.received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return smtp.received;
    },
  };
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        disabledCommands: ["STARTTLS"],
        allowInsecureAuth: true,
        logger: false,
        onConnect(_session, callback) {
          smtp.connections += 1;
          // A server that never greets: the client waits (until its own timeout).
          if (!options.hang) callback();
        },
        onAuth(auth, _session, callback) {
          if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
          else callback(new Error("Invalid username or password"));
        },
        onRcptTo(address, _session, callback) {
          if (smtp.refuse.has(address.address)) {
            const error = new Error("5.1.1 Mailbox unavailable") as Error & { responseCode: number };
            error.responseCode = 550;
            return callback(error);
          }
          callback();
        },
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((mail) => {
              const deferredTo = session.envelope.rcptTo.find((r) => (smtp.defer.get(r.address) ?? 0) > 0)?.address;
              if (deferredTo) {
                smtp.defer.set(deferredTo, smtp.defer.get(deferredTo)! - 1);
                smtp.deferred.push(mail);
                const error = new Error("4.3.0 Try again later") as Error & { responseCode: number };
                error.responseCode = 451;
                return callback(error);
              }
              smtp.received.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      server.on("error", reject);
      server.listen(port, "127.0.0.1", () => {
        smtp.port = (server.server.address() as AddressInfo).port;
        smtp.url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`;
        resolve();
      });
    });
  await listen(smtp.port);
  return smtp;
}
