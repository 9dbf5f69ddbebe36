// An online copy of the SQLite database (SQLite's backup API, so the shop keeps taking orders),
// checked before it counts: the building block of the schedule (schedule.ts) and `npm run backup`.
// PostgreSQL has pg_dump (docs/deployment.md, "Data, uploads and backups").
import fs from "node:fs";
import path from "node:path";
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
