// `npm run backup -- FILE`: an online copy of the SQLite database, taken with SQLite's backup API
// while the shop keeps taking orders. For PostgreSQL use pg_dump (docs/deployment.md, "Data,
// uploads and backups").
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../server/config";
import { backupSqlite } from "../server/db/backup/copy";
import { sqliteFilename } from "../server/db/database";

async function main() {
  const target = process.argv.slice(2).find((a) => !a.startsWith("-"));
  if (!target) {
    console.error("usage: npm run backup -- FILE");
    process.exit(2);
  }
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig(process.env);
  if (!config.databaseUrl.startsWith("file:")) {
    console.error('DATABASE_URL is PostgreSQL: use pg_dump, e.g. pg_dump --format=custom --file=shop.dump "$DATABASE_URL"');
    process.exit(2);
  }
  const { pages } = await backupSqlite(sqliteFilename(config.databaseUrl), target);
  console.log(`Backed up ${pages} pages to ${target} (integrity check ok).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
