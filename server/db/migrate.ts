// Migrations are listed here rather than discovered on disk, so they ship inside any bundle.
import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./database";
import * as m001 from "./migrations/001_initial";

const migrations: Record<string, Migration> = {
  "001_initial": m001,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
