// The server's scheduled backups are real, verified copies and only the newest few are kept; a
// restore puts one back only with the server stopped, and keeps the database it replaces.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { restoreSqlite } from "../server/db/backup/restore";
import { startBackupSchedule, type BackupSchedule, type BackupScheduleOptions } from "../server/db/backup/schedule";
import { claimServerLock, serverLockFile } from "../server/db/backup/server-lock";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-schedule-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const BACKUP_NAME = /^shop-\d{8}T\d{6}Z\.db$/;
const schedules: BackupSchedule[] = [];
afterEach(() => {
  for (const s of schedules.splice(0)) s.stop();
});

let cases = 0;
/** A live database in WAL mode, as the server keeps it, with `rows` rows. */
function liveDatabase(rows: number) {
  const dir = path.join(root, `case-${++cases}`);
  fs.mkdirSync(dir);
  const file = path.join(dir, "shop.db");
  const db = new BetterSqlite3(file);
  db.pragma("journal_mode = WAL");
  db.exec("create table orders (id integer primary key, note text not null)");
  addRows(db, rows);
  return { dir, file, db, backups: path.join(dir, "backups") };
}

function addRows(db: BetterSqlite3.Database, count: number) {
  const insert = db.prepare("insert into orders (note) values (?)");
  for (let i = 0; i < count; i++) insert.run(`order ${i}`);
}

function rowCount(file: string): number {
  const db = new BetterSqlite3(file, { fileMustExist: true });
  try {
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    return db.prepare("select count(*) from orders").pluck().get() as number;
  } finally {
    db.close();
  }
}

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (m: string) => void lines.push(`info ${m}`),
    warn: (m: string) => void lines.push(`warn ${m}`),
    error: (m: string, e?: unknown) => void lines.push(`error ${m}: ${e instanceof Error ? e.message : String(e)}`),
  };
}

function schedule(options: Omit<BackupScheduleOptions, "log"> & { log?: BackupScheduleOptions["log"] }) {
  const s = startBackupSchedule({ log: recordingLog(), ...options });
  schedules.push(s);
  return s;
}

/** A clock that moves an hour on each call, for distinct backup names without waiting. */
function hourlyClock(start = "2026-01-01T00:00:00Z") {
  let t = Date.parse(start);
  return () => new Date((t += 3_600_000));
}

/** Another live process, to stand for a running server. */
async function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"], { stdio: "ignore" });
  await once(child, "spawn");
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await once(child, "exit");
      }
    },
  };
}

describe("scheduled backups", () => {
  it("takes an online backup on schedule that opens, holds the rows and passes the integrity check", async () => {
    const live = liveDatabase(5);
    const backups = path.join(live.backups, "nested");
    const s = schedule({ databaseFile: live.file, dir: backups, everyMs: 200, keep: 3 });
    expect(s.status().lastSuccessAt).toBeNull();
    expect(Date.parse(s.status().next!)).toBeLessThanOrEqual(Date.now() + 200);

    await vi.waitFor(() => expect(s.status().lastSuccessAt).not.toBeNull(), { timeout: 5_000, interval: 20 });
    const status = s.status();
    s.stop();
    expect(s.status().next).toBeNull();

    const file = status.lastFile!;
    expect(path.dirname(file)).toBe(backups);
    expect(path.basename(file)).toMatch(BACKUP_NAME);
    expect(status.lastBytes).toBe(fs.statSync(file).size);
    expect(status.lastError).toBeNull();
    expect(rowCount(file)).toBe(5);
    // One self-contained file per backup: no -wal, -shm or unfinished .tmp beside them.
    expect(fs.readdirSync(backups).every((n) => BACKUP_NAME.test(n))).toBe(true);
    live.db.close();
  });

  it("never takes two at once", async () => {
    const live = liveDatabase(3);
    const s = schedule({ databaseFile: live.file, dir: live.backups, everyMs: 3_600_000, keep: 5 });
    const [a, b] = await Promise.all([s.runNow(), s.runNow()]);
    expect(a.lastFile).toBe(b.lastFile);
    expect(fs.readdirSync(live.backups)).toEqual([path.basename(a.lastFile!)]);
    expect(Date.parse(a.next!) - Date.now()).toBeGreaterThan(3_500_000);
    live.db.close();
  });

  it("keeps only the newest `keep` of its own files and leaves other files alone", async () => {
    const live = liveDatabase(2);
    fs.mkdirSync(live.backups);
    const unrelated = ["notes.txt", "shop-before-upgrade.db", "shop-20200101T000000Z.db.bak"];
    for (const name of unrelated) fs.writeFileSync(path.join(live.backups, name), `keep me: ${name}`);

    const s = schedule({ databaseFile: live.file, dir: live.backups, everyMs: 3_600_000, keep: 3, now: hourlyClock() });
    const taken: string[] = [];
    for (let i = 0; i < 5; i++) {
      addRows(live.db, 1);
      taken.push(path.basename((await s.runNow()).lastFile!));
    }

    const ours = fs.readdirSync(live.backups).filter((n) => BACKUP_NAME.test(n));
    expect(ours.sort()).toEqual(taken.slice(-3).sort());
    expect(rowCount(path.join(live.backups, taken[4]))).toBe(7);
    for (const name of unrelated) expect(fs.readFileSync(path.join(live.backups, name), "utf8")).toBe(`keep me: ${name}`);
    live.db.close();
  });

  it("reports a failed backup in its status and leaves no file behind", async () => {
    const dir = path.join(root, `case-${++cases}`);
    fs.mkdirSync(dir);
    const notADatabase = path.join(dir, "shop.db");
    fs.writeFileSync(notADatabase, "this is not a database ".repeat(400));
    const log = recordingLog();
    const s = schedule({ databaseFile: notADatabase, dir: path.join(dir, "backups"), everyMs: 3_600_000, keep: 3, log });

    const status = await s.runNow();
    expect(status.lastSuccessAt).toBeNull();
    expect(status.lastFailureAt).not.toBeNull();
    expect(status.lastError).toMatch(/not a database/);
    expect(log.lines.some((l) => l.startsWith("error database backup failed"))).toBe(true);
    expect(fs.readdirSync(path.join(dir, "backups"))).toEqual([]);
    // The schedule goes on.
    expect(status.next).not.toBeNull();
  });

  it("takes the first backup one period after the newest one in the folder", () => {
    const live = liveDatabase(1);
    fs.mkdirSync(live.backups);
    const now = Date.parse("2026-03-01T12:00:00Z");
    const clock = () => new Date(now);
    fs.writeFileSync(path.join(live.backups, "shop-20260301T113000Z.db"), "");
    const recent = schedule({ databaseFile: live.file, dir: live.backups, everyMs: 3_600_000, keep: 3, now: clock });
    expect(recent.status().next).toBe("2026-03-01T12:30:00.000Z");
    recent.stop();

    // Older than a period: soon after start.
    fs.rmSync(path.join(live.backups, "shop-20260301T113000Z.db"));
    fs.writeFileSync(path.join(live.backups, "shop-20260301T090000Z.db"), "");
    const overdue = schedule({ databaseFile: live.file, dir: live.backups, everyMs: 3_600_000, keep: 3, now: clock });
    expect(overdue.status().next).toBe("2026-03-01T12:00:05.000Z");
    overdue.stop();
    live.db.close();
  });
});

describe("restore", () => {
  it("puts the backup in place and keeps the replaced database, WAL included", async () => {
    const live = liveDatabase(5);
    const s = schedule({ databaseFile: live.file, dir: live.backups, everyMs: 3_600_000, keep: 3 });
    const backup = (await s.runNow()).lastFile!;
    live.db.close();

    // A server killed after three more orders: they are committed, in the WAL, not yet in the file.
    const killed = spawnSync(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(process.argv[1]);
         const insert = db.prepare("insert into orders (note) values ('late')");
         for (let i = 0; i < 3; i++) insert.run();
         process.kill(process.pid, "SIGKILL");`,
        live.file,
      ],
      { cwd: process.cwd() },
    );
    expect(killed.signal).toBe("SIGKILL");
    expect(fs.statSync(`${live.file}-wal`).size).toBeGreaterThan(0);

    const { keptAs } = await restoreSqlite(backup, live.file, new Date("2026-02-03T04:05:06.789Z"));

    expect(keptAs).toBe(`${live.file}.before-restore-20260203T040506Z`);
    expect(rowCount(live.file)).toBe(5);
    expect(rowCount(keptAs!)).toBe(8);
    const left = fs.readdirSync(live.dir).filter((n) => n !== "backups");
    expect(left.sort()).toEqual(["shop.db", "shop.db.before-restore-20260203T040506Z"]);
    // The restored database takes writes like any other.
    const db = new BetterSqlite3(live.file);
    db.pragma("journal_mode = WAL");
    addRows(db, 1);
    db.close();
    expect(rowCount(live.file)).toBe(6);
    expect(fs.existsSync(backup)).toBe(true);
  });

  it("restores where there was no database yet", async () => {
    const live = liveDatabase(4);
    const s = schedule({ databaseFile: live.file, dir: live.backups, everyMs: 3_600_000, keep: 3 });
    const backup = (await s.runNow()).lastFile!;
    live.db.close();
    const target = path.join(root, `case-${++cases}`, "data", "shop.db");

    expect(await restoreSqlite(backup, target)).toEqual({ keptAs: null });
    expect(rowCount(target)).toBe(4);
  });

  it("refuses while a server holds the lock, and goes ahead once that process is gone", async () => {
    const live = liveDatabase(5);
    const s = schedule({ databaseFile: live.file, dir: live.backups, everyMs: 3_600_000, keep: 3 });
    const backup = (await s.runNow()).lastFile!;
    addRows(live.db, 2);
    live.db.close();

    const server = await otherProcess();
    try {
      fs.writeFileSync(serverLockFile(live.file), `${server.pid}\n`);
      await expect(restoreSqlite(backup, live.file)).rejects.toThrow(`the server is running on ${live.file} (pid ${server.pid})`);
      expect(rowCount(live.file)).toBe(7);
      expect(fs.readdirSync(live.dir).filter((n) => n.includes("before-restore"))).toEqual([]);
    } finally {
      await server.stop();
    }

    const { keptAs } = await restoreSqlite(backup, live.file);
    expect(rowCount(live.file)).toBe(5);
    expect(rowCount(keptAs!)).toBe(7);
    expect(fs.existsSync(serverLockFile(live.file))).toBe(false);
  });

  it("refuses while the database is open elsewhere, even without a lock", async () => {
    const live = liveDatabase(5);
    const s = schedule({ databaseFile: live.file, dir: live.backups, everyMs: 3_600_000, keep: 3 });
    const backup = (await s.runNow()).lastFile!;
    addRows(live.db, 1);

    await expect(restoreSqlite(backup, live.file)).rejects.toThrow(/is open in another process/);
    expect(live.db.prepare("select count(*) from orders").pluck().get()).toBe(6);
    expect(fs.readdirSync(live.dir).filter((n) => n.includes("before-restore") || n.includes("restoring"))).toEqual([]);
    live.db.close();
  });

  it("refuses a file that is not a usable backup and leaves the database alone", async () => {
    const live = liveDatabase(5);
    const s = schedule({ databaseFile: live.file, dir: live.backups, everyMs: 3_600_000, keep: 3 });
    const good = (await s.runNow()).lastFile!;
    live.db.close();

    const junk = path.join(live.dir, "junk.db");
    fs.writeFileSync(junk, "definitely not SQLite ".repeat(500));
    await expect(restoreSqlite(junk, live.file)).rejects.toThrow(`${junk} is not a usable SQLite backup: file is not a database`);

    const empty = path.join(live.dir, "empty.db");
    fs.writeFileSync(empty, "");
    await expect(restoreSqlite(empty, live.file)).rejects.toThrow(/is not a usable SQLite backup: it holds no tables/);

    const bytes = fs.readFileSync(good);
    const damaged = path.join(live.dir, "damaged.db");
    fs.writeFileSync(damaged, Buffer.concat([bytes.subarray(0, 4096), Buffer.alloc(bytes.length - 4096, 0xa5)]));
    await expect(restoreSqlite(damaged, live.file)).rejects.toThrow(/is not a usable SQLite backup/);

    await expect(restoreSqlite(path.join(live.dir, "missing.db"), live.file)).rejects.toThrow(/does not exist/);

    expect(rowCount(live.file)).toBe(5);
    const left = fs.readdirSync(live.dir).filter((n) => n.startsWith("shop.db"));
    expect(left).toEqual(["shop.db"]);
  });
});

describe("server lock", () => {
  it("refuses a second server while the first lives, and takes over a dead one's lock", async () => {
    const file = path.join(root, `case-${++cases}`, "shop.db");
    const lock = serverLockFile(file);
    expect(lock).toBe(`${file}.server.pid`);

    const other = await otherProcess();
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(lock, `${other.pid}\n`);
      expect(() => claimServerLock(file)).toThrow(`another server is running on this database (pid ${other.pid}`);
      expect(fs.readFileSync(lock, "utf8")).toBe(`${other.pid}\n`);
    } finally {
      await other.stop();
    }

    const release = claimServerLock(file);
    expect(fs.readFileSync(lock, "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it.runIf(fs.existsSync("/proc/self/stat"))("takes over a stale lock whose pid a later process has reused", async () => {
    const file = path.join(root, `case-${++cases}`, "shop.db");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const other = await otherProcess();
    try {
      // Written by an earlier process that had this pid: its identity (boot, start tick) differs.
      fs.writeFileSync(serverLockFile(file), `${other.pid}\n00000000-0000-0000-0000-000000000000/1\n`);
      const release = claimServerLock(file);
      expect(fs.readFileSync(serverLockFile(file), "utf8").split("\n")[0]).toBe(String(process.pid));
      release();
    } finally {
      await other.stop();
    }
  });
});
