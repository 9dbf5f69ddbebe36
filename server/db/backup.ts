// Backups of the SQLite database: an online copy (SQLite's backup API, so the shop keeps taking
// orders), the server's schedule of such copies with rotation, and a restore that refuses to run
// under a live server and keeps the database it replaces. PostgreSQL has pg_dump (see the README).
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import BetterSqlite3 from "better-sqlite3";

export async function backupSqlite(source: string, target: string): Promise<{ pages: number }> {
  if (fs.existsSync(target)) throw new Error(`${target} exists already; choose a new file name`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const db = new BetterSqlite3(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const result = await db.backup(target);
    const copy = new BetterSqlite3(target, { fileMustExist: true });
    try {
      // The copy inherits WAL mode, and a WAL-mode file grows -wal/-shm files beside it whenever it
      // is opened: a rollback journal keeps the backup one self-contained file.
      copy.pragma("journal_mode = DELETE");
      const check = copy.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new Error(`the copy failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    return { pages: result.totalPages };
  } finally {
    db.close();
  }
}

// ---- The schedule ----

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

// ---- The server's lock ----

export function serverLockFile(databaseFile: string): string {
  return `${databaseFile}.server.pid`;
}

/**
 * Marks the database as in use by this process until the returned function is called. Throws when
 * another live process holds it; a lock a dead process left behind is taken over.
 */
export function claimServerLock(databaseFile: string): () => void {
  const file = serverLockFile(databaseFile);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const content = `${process.pid}\n${processIdentity(process.pid) ?? ""}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      // Exclusive create: of two processes starting together, one wins.
      fs.writeFileSync(file, content, { flag: "wx" });
      break;
    } catch (error) {
      if (!isErrorCode(error, "EEXIST") || attempt >= 2) throw error;
      const owner = readLock(file);
      if (owner && owner.pid !== process.pid && isRunning(owner)) {
        throw new Error(
          `another server is running on this database (pid ${owner.pid}, lock file ${file}); ` +
            `stop it first, or delete the lock file if no server is running`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Never delete a lock another process has taken over since.
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
}

interface LockOwner {
  pid: number;
  identity: string | null;
}

function readLock(file: string): LockOwner | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
  const [pidLine = "", identity = ""] = text.split("\n");
  const pid = Number(pidLine.trim());
  return Number.isInteger(pid) && pid > 0 ? { pid, identity: identity.trim() || null } : null;
}

function isRunning(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (!isErrorCode(error, "EPERM")) return false;
  }
  // Pids are reused: after a crash and a reboot or a container restart, the pid in a stale lock often
  // belongs to some other live process, and the shop would refuse to start. The identity tells them apart.
  const now = owner.identity ? processIdentity(owner.pid) : null;
  return now === null || now === owner.identity;
}

/** Linux: the boot and the clock tick the process started at, which no later process shares. */
function processIdentity(pid: number): string | null {
  try {
    const boot = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22, starttime; the command name before it is in parentheses and may hold spaces.
    const startTicks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    return boot && startTicks ? `${boot}/${startTicks}` : null;
  } catch {
    return null;
  }
}

// ---- Restore ----

/**
 * Puts `backupFile` in place of `databaseFile`, with the server stopped. The current database, with
 * its WAL folded in, is kept as `<databaseFile>.before-restore-<time>`; `keptAs` is null when there
 * was none.
 */
export async function restoreSqlite(
  backupFile: string,
  databaseFile: string,
  now = new Date(),
): Promise<{ keptAs: string | null }> {
  const lock = serverLockFile(databaseFile);
  const owner = readLock(lock);
  if (owner && isRunning(owner)) {
    throw new Error(
      `the server is running on ${databaseFile} (pid ${owner.pid}); stop it before restoring, ` +
        `or delete ${lock} if no server is running`,
    );
  }
  if (!fs.existsSync(backupFile)) throw new Error(`${backupFile} does not exist`);
  // Holding the lock ourselves keeps a server from starting half way through.
  const release = claimServerLock(databaseFile);
  const temp = `${databaseFile}.restoring`;
  try {
    prepareCopy(backupFile, temp);
    const keptAs = keepCurrent(databaseFile, now);
    // A rename within one folder is atomic: the database is the old one or the new one, never half.
    fs.renameSync(temp, databaseFile);
    fsyncFolder(path.dirname(path.resolve(databaseFile)));
    return { keptAs };
  } finally {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(temp + suffix, { force: true });
    release();
  }
}

/** Copies the backup next to the database and checks the copy: exactly these bytes go into place. */
function prepareCopy(backupFile: string, temp: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(temp + suffix, { force: true });
  fs.copyFileSync(backupFile, temp);
  // A file copied by hand from a live database may hold its newest transactions in its -wal
  // (or a half-done one in its -journal, which rolls it back): they come along and are folded in.
  for (const suffix of ["-wal", "-journal"]) {
    if (fs.existsSync(backupFile + suffix)) fs.copyFileSync(backupFile + suffix, temp + suffix);
  }
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(temp, { fileMustExist: true });
    const check = db.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`it failed its integrity check: ${String(check)}`);
    // An empty or zero-length file passes the check, and the server would start an empty shop on it.
    const tables = db.prepare("select count(*) from sqlite_master where type = 'table'").pluck().get();
    if (tables === 0) throw new Error("it holds no tables");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } catch (error) {
    throw new Error(`${backupFile} is not a usable SQLite backup: ${errorMessage(error)}`);
  } finally {
    db?.close();
  }
  fsyncFile(temp);
}

/** Keeps the current database (if any) under a new name, whole, and clears the way for the backup. */
function keepCurrent(databaseFile: string, now: Date): string | null {
  if (!fs.existsSync(databaseFile)) {
    // Leftovers of a database that is gone would be applied to the restored one: they belong to nothing.
    for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(databaseFile + suffix, { force: true });
    return null;
  }
  foldInWal(databaseFile);
  let keptAs = `${databaseFile}.before-restore-${timestamp(now)}`;
  for (let n = 2; fs.existsSync(keptAs) || fs.existsSync(`${keptAs}-wal`); n++) {
    keptAs = `${databaseFile}.before-restore-${timestamp(now)}-${n}`;
  }
  try {
    // A second name for the same file: the database never goes missing, even for a moment.
    fs.linkSync(databaseFile, keptAs);
  } catch {
    fs.copyFileSync(databaseFile, keptAs, fs.constants.COPYFILE_EXCL);
    fsyncFile(keptAs);
  }
  // What foldInWal could not fold in (a damaged database) moves with the file it belongs to;
  // left here, SQLite would apply the old database's WAL to the restored one.
  for (const suffix of ["-wal", "-journal"]) {
    if (fs.existsSync(databaseFile + suffix)) fs.renameSync(databaseFile + suffix, keptAs + suffix);
  }
  // The shared-memory index is rebuilt from the WAL on the next open.
  fs.rmSync(`${databaseFile}-shm`, { force: true });
  return keptAs;
}

/**
 * The WAL holds committed transactions the file does not have yet: a checkpoint writes them into
 * the file, and SQLite deletes the WAL when its last connection closes. A WAL still there after
 * our close means another process has the database open (a server that holds no lock).
 */
function foldInWal(databaseFile: string): void {
  let db: BetterSqlite3.Database | undefined;
  let busy = 0;
  try {
    db = new BetterSqlite3(databaseFile, { fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    busy = result?.busy ?? 0;
  } catch {
    // A database SQLite cannot read: it is kept as it is, its WAL moved along with it.
    return;
  } finally {
    db?.close();
  }
  if (busy !== 0 || fs.existsSync(`${databaseFile}-wal`)) {
    throw new Error(`${databaseFile} is open in another process; stop it before restoring`);
  }
}

// ---- Helpers ----

/** 2026-11-23T14:30:05.123Z → 20261123T143005Z */
function timestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

function fsyncFile(file: string): void {
  const fd = fs.openSync(file, "r+");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes a rename in the folder survive a power loss. */
function fsyncFolder(dir: string): void {
  let fd: number;
  try {
    fd = fs.openSync(dir, "r");
  } catch {
    return; // Windows cannot open a folder; its renames are journaled by NTFS.
  }
  try {
    fs.fsyncSync(fd);
  } catch {
    // Some file systems refuse to fsync a folder; nothing more can be done there.
  } finally {
    fs.closeSync(fd);
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
