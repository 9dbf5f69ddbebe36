// Restoring a backup: refused under a live server (server-lock.ts); the backup is checked, the
// database it replaces kept beside it with its WAL folded in, and the swap is one rename.
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { claimServerLock, isRunning, readLock, serverLockFile } from "./server-lock";
import { errorMessage, fsyncFile, fsyncFolder, timestamp } from "./files";

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
