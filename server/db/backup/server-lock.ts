// The server's lock on its SQLite database: a file naming the process that has it open, so a
// restore (restore.ts) never runs under a live server, and a second server does not start on it.
import fs from "node:fs";
import path from "node:path";
import { isErrorCode } from "./files";

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

export function readLock(file: string): LockOwner | null {
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

export function isRunning(owner: LockOwner): boolean {
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
