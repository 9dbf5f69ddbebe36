// `npm run admin:create -- --username NAME [--role owner|staff]`: creates an account (an owner
// unless --role staff), or sets a new password on an existing one (which also signs that account
// out everywhere; its role changes only with --role). The password comes from
// ADMIN_PASSWORD, else a hidden prompt (asked twice), else the first line of piped input. No
// default password exists anywhere.
import fs from "node:fs";
import { ConfigError, loadConfig } from "../server/config";
import { openConfiguredDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { createPasswordHasher, MIN_PASSWORD_LENGTH } from "../server/auth/password";
import { setStaffPassword, StaffInputError } from "../server/auth/staff";
import { ROLES, type Role } from "../app/shared/staff-roles";

const USAGE = `Usage: npm run admin:create -- --username NAME [--role owner|staff]
  New accounts are owners unless --role staff. The password is read from ADMIN_PASSWORD, or asked for (at least ${MIN_PASSWORD_LENGTH} characters).
  The database is DATABASE_URL's (default file:./data/shop.db).`;

function arg(argv: string[], name: string): string | null {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1] ?? null;
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(`--${name}=`.length);
  }
  return null;
}

/** Reads one line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return finish();
        if (ch === "\u0003") return finish(new Error("Cancelled."));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    input.on("data", onData);
  });
}

async function firstLineOfStdin(): Promise<string> {
  let data = "";
  for await (const chunk of process.stdin) {
    data += chunk;
    if (data.includes("\n")) break;
  }
  return data.split(/\r?\n/)[0];
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const again = await promptHidden("Password again: ");
  if (first !== again) throw new StaffInputError("The two passwords differ.");
  return first;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  const username = arg(argv, "username");
  const role = arg(argv, "role");
  if (!username || (role !== null && !(ROLES as readonly string[]).includes(role))) {
    console.error(USAGE);
    return 2;
  }
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig({ NODE_ENV: "production", ...process.env });
  const password = await readPassword();

  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const { user, created } = await setStaffPassword(
      db,
      createPasswordHasher(),
      username,
      password,
      new Date(),
      (role as Role | null) ?? undefined,
    );
    console.log(
      created
        ? `Created the ${user.role} account "${user.username}". Sign in at /admin/login.`
        : `Set a new password for "${user.username}"; its existing sessions have ended.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof StaffInputError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
