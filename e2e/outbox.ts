// The outbox folder the browser tests' server writes messages to (MAIL_OUTBOX_DIR in
// playwright.config.ts): one file per message, named `<time>-<kind>-<id>-<digits>.txt` for a phone.
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { serverOutbox } from "./server-data";

/**
 * The code in the newest sign-in message for a number (digits with the country code), written at or
 * after `since` (take Date.now() before asking for the code: a retried test must not read the code
 * its first attempt asked for). By kind, not only by number: a cart reminder to the same phone may
 * be newer, and holds figures of its own.
 */
export async function codeFor(digits: string, since = 0): Promise<string> {
  let code = "";
  await expect
    .poll(
      () => {
        const files = fs.existsSync(serverOutbox())
          ? fs
              .readdirSync(serverOutbox())
              .filter((f) => f.includes("-sign-in-code-") && f.endsWith(`${digits}.txt`))
              .filter((f) => fs.statSync(path.join(serverOutbox(), f)).mtimeMs >= since)
          : [];
        const newest = files.sort().at(-1);
        code = newest ? (/\b(\d{6})\b/.exec(fs.readFileSync(path.join(serverOutbox(), newest), "utf8"))?.[1] ?? "") : "";
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
