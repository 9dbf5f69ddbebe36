// Staff authentication as one service on context.services.auth: sign-in (rate limited, audited,
// same answer and about the same time for an unknown username as for a wrong password), sign-out,
// and "who is this request?" for the admin API guard and the admin page loaders.
import { createHash } from "node:crypto";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Logger } from "../log";
import { audit } from "./audit";
import { BusyError } from "./concurrency";
import { clearedSessionCookie, readSessionToken, sessionCookie } from "./cookie";
import { purgeOldAttempts, reserveAttempt, settleAttempt } from "./login-attempts";
import { createPasswordHasher, type HasherOptions, type PasswordHasher } from "./password";
import {
  clearWrongAnswers,
  countWrongAnswer,
  createSession,
  deleteSession,
  endSessions,
  purgeExpiredSessions,
  resolveSession,
  resolveSessionById,
  sessionIdOf,
} from "./sessions";
import { countStaff, findStaff, normalizeUsername, updatePasswordHash } from "./staff";
import { rateLimitKey } from "./client-address";
import { checkSecondFactor } from "./two-factor";
import type { AdminUser, SessionUser } from "./types";
import type { FailedSignIns } from "../../app/admin/team/team-contract";

interface LoginInput {
  username: string;
  password: string;
  /** The client's address (see client-address.ts). */
  ip: string;
  userAgent?: string | null;
  /** The session cookie the browser already had, if any: it is ended, never reused. */
  previousToken?: string | null;
  /** A two-factor code or a recovery code, for an account with two-factor sign-in on. */
  code?: string | null;
}

/** Wrong passwords typed for an account since its previous sign-in. */
type LoginResult =
  | { kind: "ok"; user: AdminUser; token: string; failedSignIns: FailedSignIns | null }
  | { kind: "invalid" }
  /** The password is right and the account wants a code (none given, or a wrong one). */
  | { kind: "totp_required" }
  | { kind: "totp_invalid" }
  | { kind: "disabled" }
  | { kind: "blocked"; retryAfterSeconds: number }
  | { kind: "busy" };

/** A signed-in person's answer to a secret check (their password, a two-factor code). */
type SecretCheckResult =
  | { kind: "ok" }
  /** `reason` says which answer was wrong ("wrong password", "wrong code"). */
  | { kind: "wrong"; reason: string }
  /** Wrong, and the last of too many in a row: the session has been ended. */
  | { kind: "signed_out"; reason: string }
  | { kind: "blocked"; retryAfterSeconds: number }
  | { kind: "busy" };

interface SecretCheckInput {
  user: AdminUser;
  /** The session the request came with (the guard's), which too many wrong answers end. */
  sessionId: string | null;
  ip: string;
  /** What the person was doing, for the audit log ("password change"). */
  during: string;
  /** Checks the answers: null when right, else why not ("wrong password"), for the audit log. */
  check: () => Promise<string | null>;
}

/** Wrong answers in a row after which a signed-in session is ended. */
export const MAX_WRONG_ANSWERS_PER_SESSION = 5;

export interface AuthService {
  getUser(request: Request): Promise<SessionUser | null>;
  /** The stored id of the session the request carries (well-formed or not yet checked), or null. */
  sessionId(request: Request): string | null;
  /** Whether the session still stands (not signed out, reset, idle or too old), without using it. */
  isSessionActive(sessionId: string): Promise<boolean>;
  /** Calls `listener` with the id of each session this process ends (sign-out); returns an unsubscribe. */
  onSessionEnded(listener: (sessionId: string) => void): () => void;
  login(input: LoginInput): Promise<LoginResult>;
  /**
   * Checks a secret asked of someone already signed in (the current password to change it, a code
   * to switch two-factor sign-in off) under the sign-in limits: a stolen session must not be a way
   * to guess the password. Wrong answers count as failed sign-ins (audited, locked per account and
   * address, shown at the next sign-in), and the fifth in a row ends the session.
   */
  checkSecret(input: SecretCheckInput): Promise<SecretCheckResult>;
  /** Ends the session the request carries; returns whose it was. */
  logout(request: Request, ip?: string | null): Promise<AdminUser | null>;
  /** Ends an account's sessions (all, all but `keep`, or `only` one), their live streams with them. */
  endSessions(userId: string, which?: { keep?: string; only?: string }): Promise<number>;
  /** Closes the live streams of sessions a change deleted in its own transaction (disabling an account). */
  sessionsEnded(sessionIds: readonly string[]): void;
  readToken(request: Request): string | null;
  sessionCookie(token: string): string;
  clearedCookie(): string;
  hasStaff(): Promise<boolean>;
  /** Computes the dummy hash ahead of the first login, so that one is not slower either. */
  prepare(): Promise<void>;
  hasher: PasswordHasher;
}

export interface AuthOptions {
  config: Config;
  db: Db;
  log: Logger;
  /** Injectable clock for expiry and rate-limit tests. */
  now?: () => Date;
  hasher?: PasswordHasher | HasherOptions;
  /** How the username-wide slow-down waits (tests record it instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
}

const PURGE_EVERY_MS = 10 * 60 * 1000;

const usernameKey = (username: string) => createHash("sha256").update(username).digest("hex");

export function createAuthService(options: AuthOptions): AuthService {
  const { config, db, log } = options;
  const now = options.now ?? (() => new Date());
  const hasher = options.hasher && "verify" in options.hasher ? options.hasher : createPasswordHasher(options.hasher);
  let lastPurge = 0;

  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const readToken = (request: Request) => readSessionToken(config, request.headers.get("cookie"));
  const endedListeners = new Set<(sessionId: string) => void>();
  const announce = (sessionIds: readonly string[]) => {
    for (const id of sessionIds) for (const listener of endedListeners) listener(id);
  };

  // Housekeeping rides on logins (rare, and already slow by design) instead of a timer.
  const purgeNowAndThen = async (at: Date) => {
    if (at.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at.getTime();
    await Promise.all([purgeExpiredSessions(db, at), purgeOldAttempts(db, at)]).catch((error) =>
      log.error("auth purge failed", error),
    );
  };

  return {
    hasher,
    readToken,
    sessionCookie: (token) => sessionCookie(config, token),
    clearedCookie: () => clearedSessionCookie(config),
    hasStaff: async () => (await countStaff(db)) > 0,
    prepare: () => hasher.verifyDummy("warm-up").then(() => undefined),

    async getUser(request) {
      const token = readToken(request);
      return token ? resolveSession(db, token, now()) : null;
    },

    sessionId(request) {
      const token = readToken(request);
      return token ? sessionIdOf(token) : null;
    },

    async isSessionActive(sessionId) {
      return (await resolveSessionById(db, sessionId, now(), false)) !== null;
    },

    onSessionEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    async login(input) {
      const at = now();
      await purgeNowAndThen(at);
      const username = normalizeUsername(input.username).slice(0, 200);
      const reservation = await reserveAttempt(db, usernameKey(username), rateLimitKey(input.ip), at);
      if (!reservation.ok) {
        await audit(db, {
          actor: null,
          action: "login.blocked",
          ip: input.ip,
          detail: { limit: reservation.scope, retryAfterSeconds: reservation.retryAfterSeconds },
          at,
        });
        return { kind: "blocked", retryAfterSeconds: reservation.retryAfterSeconds };
      }

      if (reservation.delayMs > 0) await sleep(reservation.delayMs);
      const staff = await findStaff(db, username);
      let valid: boolean;
      try {
        valid = staff ? await hasher.verify(input.password, staff.passwordHash) : await hasher.verifyDummy(input.password);
      } catch (error) {
        // Not the user's fault: the attempt must not count against them.
        await settleAttempt(db, reservation.id, "blocked");
        if (error instanceof BusyError) return { kind: "busy" };
        throw error;
      }

      if (!staff || !valid) {
        await settleAttempt(db, reservation.id, "failure");
        // An unknown username is not stored: it may well be a password typed into the wrong field.
        await audit(db, {
          actor: null,
          action: "login.failure",
          target: staff ? staff.username : null,
          ip: input.ip,
          detail: { reason: staff ? "wrong password" : "unknown username" },
          at,
        });
        return { kind: "invalid" };
      }

      if (staff.disabledAt) {
        await settleAttempt(db, reservation.id, "failure");
        await audit(db, {
          actor: null,
          action: "login.failure",
          target: staff.username,
          ip: input.ip,
          detail: { reason: "disabled" },
          at,
        });
        return { kind: "disabled" };
      }
      if (staff.totpSecret) {
        const second = await checkSecondFactor(db, staff, input.code ?? "", at);
        if (second === "missing") {
          // Not a failure: the password was right and the code comes next. Wrong codes count.
          await settleAttempt(db, reservation.id, "blocked");
          return { kind: "totp_required" };
        }
        if (second === "wrong") {
          await settleAttempt(db, reservation.id, "failure");
          await audit(db, {
            actor: null,
            action: "login.failure",
            target: staff.username,
            ip: input.ip,
            detail: { reason: "wrong code" },
            at,
          });
          return { kind: "totp_invalid" };
        }
      }
      await settleAttempt(db, reservation.id, "success");
      const user: AdminUser = { id: staff.id, username: staff.username, role: staff.role };
      if (hasher.needsRehash(staff.passwordHash)) {
        await updatePasswordHash(db, staff.id, await hasher.hash(input.password), at);
      }
      if (input.previousToken) await deleteSession(db, input.previousToken);
      const token = await createSession(db, staff.id, at, { ip: input.ip, userAgent: input.userAgent });
      const failedSignIns = await failedSince(db, staff.username, staff.lastLoginAt);
      await db.kysely.updateTable("staff_users").set({ last_login_at: at.toISOString() }).where("id", "=", staff.id).execute();
      await audit(db, { actor: user, action: "login.success", target: user.username, ip: input.ip, at });
      return { kind: "ok", user, token, failedSignIns };
    },

    async checkSecret(input) {
      const at = now();
      const { user, ip, during } = input;
      const reservation = await reserveAttempt(db, usernameKey(user.username), rateLimitKey(ip), at);
      if (!reservation.ok) {
        await audit(db, {
          actor: user,
          action: "login.blocked",
          target: user.username,
          ip,
          detail: { limit: reservation.scope, retryAfterSeconds: reservation.retryAfterSeconds, during },
          at,
        });
        return { kind: "blocked", retryAfterSeconds: reservation.retryAfterSeconds };
      }
      if (reservation.delayMs > 0) await sleep(reservation.delayMs);
      let reason: string | null;
      try {
        reason = await input.check();
      } catch (error) {
        await settleAttempt(db, reservation.id, "blocked");
        if (error instanceof BusyError) return { kind: "busy" };
        throw error;
      }
      if (reason === null) {
        // Counts for nothing: unlike a sign-in's, a right answer here must not start the account's
        // count afresh (the code of a two-factor set-up the session started itself is always right).
        await settleAttempt(db, reservation.id, "blocked");
        if (input.sessionId) await clearWrongAnswers(db, input.sessionId);
        return { kind: "ok" };
      }
      await settleAttempt(db, reservation.id, "failure");
      await audit(db, { actor: user, action: "login.failure", target: user.username, ip, detail: { reason, during }, at });
      const inARow = input.sessionId ? await countWrongAnswer(db, input.sessionId) : 0;
      if (inARow < MAX_WRONG_ANSWERS_PER_SESSION) return { kind: "wrong", reason };
      announce(await endSessions(db, user.id, { only: input.sessionId! }));
      await audit(db, {
        actor: user,
        action: "session.end",
        target: user.username,
        ip,
        detail: { reason: "wrong answers in a row", count: inARow },
        at,
      });
      return { kind: "signed_out", reason };
    },

    async endSessions(userId, which) {
      const ended = await endSessions(db, userId, which);
      announce(ended);
      return ended.length;
    },

    sessionsEnded: (sessionIds) => announce(sessionIds),

    async logout(request, ip) {
      const token = readToken(request);
      if (!token) return null;
      const user = await resolveSession(db, token, now());
      await deleteSession(db, token);
      const id = sessionIdOf(token);
      if (id) announce([id]);
      if (user) await audit(db, { actor: user, action: "logout", target: user.username, ip: ip ?? null, at: now() });
      return user;
    },
  };
}

/** The audit log's wrong-password entries for `username` after `since` (its previous sign-in). */
async function failedSince(db: Db, username: string, since: string | null): Promise<FailedSignIns | null> {
  let query = db.kysely.selectFrom("audit_log").where("action", "=", "login.failure").where("target", "=", username);
  if (since) query = query.where("at", ">", since);
  const row = await query.select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("at").as("last")]).executeTakeFirst();
  const count = Number(row?.n ?? 0);
  if (count === 0 || !row?.last) return null;
  const latest = await query.select("ip").where("at", "=", row.last).limit(1).executeTakeFirst();
  return { count, lastAt: row.last, lastAddress: latest?.ip ?? null };
}
