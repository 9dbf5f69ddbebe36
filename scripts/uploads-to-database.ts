// `npm run uploads:to-database`: copies the photos in UPLOADS_DIR into the PostgreSQL database
// named by DATABASE_URL, where every machine reads them (docs/decisions/046). Safe to run twice and
// while the shop runs; the folder is left as it is.
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../server/config";
import { openConfiguredDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { copyFolderToDatabase } from "../server/catalogue/photo-store";

async function main() {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig(process.env);
  if (config.databaseUrl.startsWith("file:")) {
    console.error("DATABASE_URL is SQLite: its photos stay in UPLOADS_DIR. Set DATABASE_URL to the PostgreSQL database.");
    process.exit(2);
  }
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const { copied, present, ignored } = await copyFolderToDatabase(db, config.uploadsDir);
    console.log(
      `Copied ${copied} photo files from ${config.uploadsDir} into the database; ${present} were there already` +
        (ignored ? `; ${ignored} other files left alone.` : "."),
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => {
    console.error(`Copying the photos failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
