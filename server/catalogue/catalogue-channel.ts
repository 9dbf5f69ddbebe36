// Catalogue changes travel between server processes on one PostgreSQL (docs/decisions/018):
// each change made here is announced with NOTIFY on a per-schema channel, and every process that
// hears one from another drops its cached catalogue, so its next page shows the change. A process
// that was disconnected drops its copy on reconnecting: a notification sent meanwhile is lost.
// SQLite serves from one process and needs none of this.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { startPgListener } from "../realtime/pg-listener";
import { outageOf } from "../db/availability";
import type { AppServices } from "../services";

export async function shareCatalogueChanges({
  db,
  config,
  log,
  catalogue,
}: AppServices): Promise<{ close(): Promise<void> } | null> {
  const url = config.databaseUrl ?? "";
  if (db.engine !== "postgres" || !/^postgres(ql)?:\/\//.test(url)) return null;
  const { rows } = await sql<{ channel: string }>`select 'catalogue_' || current_schema() as channel`.execute(db.kysely);
  const channel = rows[0].channel;
  // Our own announcements come back to us too: the sender's id lets us skip them.
  const self = randomUUID();
  catalogue.onChange(() => {
    sql`select pg_notify(${channel}, ${self})`.execute(db.kysely).catch((error: unknown) => {
      if (!outageOf(error)) log.error("announcing a catalogue change failed", error);
    });
  });
  const listener = startPgListener({
    url,
    channel,
    log,
    onNotify: (sender) => {
      if (sender !== self) catalogue.invalidate("elsewhere");
    },
    onConnected: () => catalogue.invalidate("elsewhere"),
    onOutage: (error) => db.availability.observe(error),
  });
  return listener;
}
