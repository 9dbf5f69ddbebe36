// The folder of the server a test talks to. Most specs share the first server (E2E_DB_DIR); the
// specs that change the whole shop have a second one, named in their project's metadata
// (playwright.config.ts). Called within a test or a hook.
import { test } from "@playwright/test";
import { serverFiles } from "./server-files";

export function serverDataDir(): string {
  const own = test.info().project.metadata?.dataDir as string | undefined;
  const dir = own ?? process.env.E2E_DB_DIR;
  if (!dir) throw new Error("E2E_DB_DIR is not set: run through playwright.config.ts");
  return dir;
}

/** The server's SQLite database file. */
export const serverDatabaseFile = () => serverFiles(serverDataDir()).database;

/** The folder the server writes messages to (MAIL_OUTBOX_DIR). */
export const serverOutbox = () => serverFiles(serverDataDir()).outbox;
