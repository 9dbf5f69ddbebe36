// Where a browser test's server keeps its files, all in one temporary folder and never in ./data:
// its SQLite database, the messages it sends (MAIL_OUTBOX_DIR) and its photos (UPLOADS_DIR). The
// suite's two servers (playwright.config.ts) and the servers single specs start use it alike.
import path from "node:path";

export function serverFiles(dir: string) {
  return { database: path.join(dir, "shop.db"), outbox: path.join(dir, "outbox"), uploads: path.join(dir, "uploads") };
}

/** The environment that points a server at those files. */
export function serverFilesEnv(dir: string) {
  const files = serverFiles(dir);
  return { DATABASE_URL: `file:${files.database}`, MAIL_OUTBOX_DIR: files.outbox, UPLOADS_DIR: files.uploads };
}
