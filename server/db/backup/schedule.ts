// The server's schedule of backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): a copy every so often
// (copy.ts), named by its time, written under a temporary name until it is complete, and the oldest
// beyond BACKUP_KEEP deleted; its status is shown to staff and in the metrics.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { backupSqlite } from "./copy";
import { errorMessage, fsyncFile, fsyncFolder, timestamp } from "./files";

export interface BackupStatus {
  lastSuccessAt: string | null;
  lastFile: string | null;
  lastBytes: number | null;
  /** The last failure, even when a success came after it: compare the times. */
  lastFailureAt: string | null;
  lastError: string | null;
  /** When the next scheduled backup is due; null once stopped. */
  next: string | null;
}

export interface BackupSchedule {
  status(): BackupStatus;
  /** Takes a backup now, or joins the one under way: never two at once. */
  runNow(): Promise<BackupStatus>;
  stop(): void;
}

interface BackupLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

export interface BackupScheduleOptions {
  databaseFile: string;
  dir: string;
  everyMs: number;
  keep: number;
  log: BackupLog;
  /** The clock for file names and the status; tests pass their own. */
  now?: () => Date;
}

const BACKUP_NAME = /^shop-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.db$/;
// What a backup that never finished (the process stopped half way) leaves behind.
const UNFINISHED_NAME = /^shop-\d{8}T\d{6}Z\.db\.tmp(-wal|-shm|-journal)?$/;
const FIRST_BACKUP_SOONEST_MS = 5_000;
// setTimeout fires at once for longer delays (about 24.8 days); longer waits are chained.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { databaseFile, dir, everyMs, keep, log } = options;
  const now = options.now ?? (() => new Date());
  const state: BackupStatus = {
    lastSuccessAt: null,
    lastFile: null,
    lastBytes: null,
    lastFailureAt: null,
    lastError: null,
    next: null,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<BackupStatus> | null = null;
  let stopped = false;

  const plan = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    state.next = new Date(now().getTime() + delayMs).toISOString();
    // The monotonic clock: a wall clock set back must not postpone the backup.
    const due = performance.now() + delayMs;
    const arm = () => {
      const left = due - performance.now();
      timer = setTimeout(() => (performance.now() < due ? arm() : void runNow()), Math.min(Math.max(left, 0), MAX_TIMEOUT_MS));
      // A pending backup never keeps the process alive.
      timer.unref();
    };
    arm();
  };

  const takeBackup = async (): Promise<void> => {
    const at = now();
    const started = performance.now();
    try {
      const { file, bytes } = await writeBackup(databaseFile, dir, at);
      Object.assign(state, { lastSuccessAt: at.toISOString(), lastFile: file, lastBytes: bytes });
      log.info("database backup taken", { file, bytes, ms: Math.round(performance.now() - started) });
      rotate(dir, keep, file, log);
    } catch (error) {
      Object.assign(state, { lastFailureAt: at.toISOString(), lastError: errorMessage(error) });
      log.error("database backup failed", error);
    }
  };

  const runNow = (): Promise<BackupStatus> => {
    running ??= (async () => {
      try {
        await takeBackup();
      } finally {
        running = null;
        plan(everyMs);
      }
      return { ...state };
    })();
    return running;
  };

  // The first backup is due one period after the newest one already in the folder, not one period
  // after start: a server restarted more often than that (deploys, crashes) would otherwise never
  // take one. Never sooner than a few seconds, so the server has finished starting first.
  const newest = ownBackups(dir)[0];
  const dueIn = newest ? backupTime(newest) + everyMs - now().getTime() : 0;
  plan(Math.min(Math.max(dueIn, FIRST_BACKUP_SOONEST_MS), everyMs));

  return {
    status: () => ({ ...state }),
    runNow,
    stop() {
      stopped = true;
      clearTimeout(timer);
      state.next = null;
    },
  };
}

/** Copies, verifies and only then names the file as a backup, so a half-written one never counts. */
async function writeBackup(databaseFile: string, dir: string, at: Date): Promise<{ file: string; bytes: number }> {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) if (UNFINISHED_NAME.test(name)) fs.rmSync(path.join(dir, name), { force: true });
  const file = path.join(dir, freeBackupName(dir, at));
  const temp = `${file}.tmp`;
  try {
    await backupSqlite(databaseFile, temp);
    fsyncFile(temp);
    fs.renameSync(temp, file);
  } catch (error) {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(temp + suffix, { force: true });
    throw error;
  }
  fsyncFolder(dir);
  return { file, bytes: fs.statSync(file).size };
}

/** `shop-YYYYMMDDTHHMMSSZ.db`; a second backup within the same second takes the next second's name. */
function freeBackupName(dir: string, at: Date): string {
  for (let t = Math.floor(at.getTime() / 1000) * 1000; ; t += 1000) {
    const name = `shop-${timestamp(new Date(t))}.db`;
    if (!fs.existsSync(path.join(dir, name))) return name;
  }
}

/** Our backups in the folder, newest first (the name sorts by time); other files are not ours to touch. */
function ownBackups(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => BACKUP_NAME.test(n))
    .sort()
    .reverse();
}

function backupTime(name: string): number {
  const [, y, mo, d, h, mi, s] = BACKUP_NAME.exec(name)!.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Deletes the oldest of our backups beyond `keep`; the one just taken stays even if the clock went back. */
function rotate(dir: string, keep: number, justTaken: string, log: BackupLog): void {
  const others = ownBackups(dir).filter((n) => n !== path.basename(justTaken));
  for (const name of others.slice(Math.max(keep - 1, 0))) {
    try {
      fs.rmSync(path.join(dir, name));
    } catch (error) {
      log.warn("removing an old backup failed", { file: path.join(dir, name), error: errorMessage(error) });
    }
  }
}
