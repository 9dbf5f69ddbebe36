// `npm run restore -- FILE`: puts a backup in place of the SQLite database. It refuses while the
// server runs, checks the backup first and keeps the database it replaces (server/db/backup/restore.ts).
import fs from "node:fs";
import { loadConfig } from "../server/config";
import { restoreSqlite } from "../server/db/backup/restore";
import { sqliteFilename } from "../server/db/database";

const USAGE = "usage: npm run restore -- FILE   (stop the server first)";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return;
  }
  if (args.length !== 1 || args[0].startsWith("-")) {
    console.error(USAGE);
    process.exit(2);
  }
  const backupFile = args[0];
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig(process.env);
  if (!config.databaseUrl.startsWith("file:")) {
    console.error(
      'DATABASE_URL is PostgreSQL: restore a pg_dump file into an empty database with pg_restore, e.g. pg_restore --no-owner --dbname="$DATABASE_URL" shop.dump',
    );
    process.exit(2);
  }
  const databaseFile = sqliteFilename(config.databaseUrl);
  const { keptAs } = await restoreSqlite(backupFile, databaseFile);
  console.log(
    `Restored ${backupFile} into ${databaseFile}; ` +
      (keptAs ? `the previous database is kept as ${keptAs}.` : "there was no database there before."),
  );
}

main().catch((error) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
